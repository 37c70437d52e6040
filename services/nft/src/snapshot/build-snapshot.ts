import { COLLECTION_SIZE, effectiveStakingPower, type NftAttribute, type SpecialKind } from '@nacho/domain';
import type { CollectionInfo } from '@nacho/contracts';
import { buildHolderIndex } from './holder-index';
import { buildMarketIndex, SOMPI_PER_KAS } from './market-index';
import type { CollectionInfoRow, CollectionRows, MetadataRow } from './load-collection-rows';
import { SerializedBodies } from './serialized-bodies';
import { compareTraitValues, orderTraitTypes, TraitIndex } from './trait-index';
import type { NftMetadata, Snapshot, SpecialNft, TokenEntry, TraitTypeStats } from './types';
import { buildWallets } from './wallet-index';

export interface BuildOptions {
  /** Which collection_info row is ours when there are several. */
  collectionTick: string;
  now?: number;
}

/** Attributes JSON as stored; anything that is not a {trait_type, value} list is dropped rather than served. */
export function parseAttributes(json: string): NftAttribute[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const attributes: NftAttribute[] = [];
  for (const item of parsed) {
    const { trait_type: type, value } = (item ?? {}) as { trait_type?: unknown; value?: unknown };
    if (typeof type !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) continue;
    attributes.push({ trait_type: type, value: String(value) });
  }
  return attributes;
}

function toMetadata(row: MetadataRow): NftMetadata {
  return {
    name: row.name ?? null,
    description: row.description ?? null,
    image: row.image ?? null,
    attributes: parseAttributes(row.attributes),
  };
}

function toCollectionInfo(rows: readonly CollectionInfoRow[], tick: string): CollectionInfo {
  const row = rows.find((r) => r.tick.toUpperCase() === tick.toUpperCase()) ?? rows[0];
  const v = (value: string | null | undefined) => value ?? null;
  return {
    tick: row?.tick ?? tick,
    deployer: v(row?.deployer),
    royaltyTo: v(row?.royalty_to),
    buri: v(row?.buri),
    max: v(row?.max),
    royaltyFee: v(row?.royalty_fee),
    daaMintStart: v(row?.daa_mint_start),
    premint: v(row?.premint),
    txIdRev: v(row?.tx_id_rev),
    mtsAdd: v(row?.mts_add),
    minted: v(row?.minted),
    opScoreMod: v(row?.op_score_mod),
    state: v(row?.state),
    mtsMod: v(row?.mts_mod),
    opScoreAdd: v(row?.op_score_add),
  };
}

function maxTokenIdOf(collection: CollectionInfo): number {
  const max = Number(collection.max);
  return Number.isSafeInteger(max) && max > 0 ? max : COLLECTION_SIZE;
}

function groupTraitStats(rows: CollectionRows['traitStats']): TraitTypeStats[] {
  const byType = new Map<string, TraitTypeStats>();
  for (const row of rows) {
    const entry = byType.get(row.trait_type) ?? { name: row.trait_type, values: [] };
    byType.set(row.trait_type, entry);
    entry.values.push({ value: row.value, count: Number(row.count), percentage: Number(row.percentage) });
  }
  return orderTraitTypes(byType.keys()).map((name) => {
    const entry = byType.get(name)!;
    entry.values.sort(compareTraitValues);
    return entry;
  });
}

/** A missing rank sorts as the collection size (SPEC 9), so specials list the ranked ones first. */
const bySpecialRank = (a: SpecialNft, b: SpecialNft) =>
  (a.rarityRank ?? Number.MAX_SAFE_INTEGER) - (b.rarityRank ?? Number.MAX_SAFE_INTEGER) || a.tokenId - b.tokenId;

/** Builds the in-memory snapshot and its indexes from the rows of one consistent read. */
export function buildSnapshot(rows: CollectionRows, options: BuildOptions): Snapshot {
  const collection = toCollectionInfo(rows.collectionInfo, options.collectionTick);
  const maxTokenId = maxTokenIdOf(collection);
  const metadataById = new Map(rows.metadata.map((m) => [Number(m.token_id), toMetadata(m)]));
  const rankById = new Map(rows.rarity.map((r) => [Number(r.token_id), Number(r.rank)]));
  const listingById = new Map(
    (rows.listings ?? []).map((l) => [
      Number(l.token_id),
      { priceKas: Number(l.price_sompi) / SOMPI_PER_KAS, since: l.listed_at == null ? null : Number(l.listed_at) },
    ]),
  );
  const lastSaleById = new Map((rows.lastSales ?? []).map((s) => [Number(s.token_id), Number(s.price_kas)]));
  const kindById = new Map<number, SpecialKind>();
  for (const row of rows.specials) {
    if (row.kind === 'unique' || row.kind === 'rare') kindById.set(Number(row.token_id), row.kind);
  }

  const tokens: TokenEntry[] = rows.tokens
    .map((row) => {
      const tokenId = Number(row.token_id);
      return {
        tokenId,
        tick: row.tick,
        owner: row.owner.toLowerCase(),
        opScoreMod: row.op_score_mod,
        stakingPower: effectiveStakingPower(row.staking_power === null ? null : Number(row.staking_power)),
        rarityRank: rankById.get(tokenId) ?? null,
        special: kindById.get(tokenId) ?? null,
        metadata: metadataById.get(tokenId) ?? null,
        listing: listingById.get(tokenId) ?? null,
        lastSaleKas: lastSaleById.get(tokenId) ?? null,
      };
    })
    .sort((a, b) => a.tokenId - b.tokenId);
  const tokenById = new Map(tokens.map((t) => [t.tokenId, t]));
  const highestTokenId = Math.max(maxTokenId, tokens[tokens.length - 1]?.tokenId ?? 0);

  const traitStats = groupTraitStats(rows.traitStats);
  const market = buildMarketIndex(tokens, traitStats, rows.kasUsd ?? null);
  const walletValue = new Map<string, number>();
  for (const token of tokens) {
    walletValue.set(token.owner, (walletValue.get(token.owner) ?? 0) + market.valueOf(token.tokenId).valueKas);
  }
  const holders = buildHolderIndex(rows.holders, tokens.length, (address) => walletValue.get(address) ?? 0);
  const listedByPrice = tokens
    .filter((t) => t.listing)
    .sort((a, b) => a.listing!.priceKas - b.listing!.priceKas || a.tokenId - b.tokenId);
  const specials: Snapshot['specials'] = { unique: [], rare: [] };
  for (const [tokenId, kind] of kindById) {
    specials[kind].push({
      tokenId,
      rarityRank: rankById.get(tokenId) ?? null,
      name: metadataById.get(tokenId)?.name ?? null,
    });
  }
  specials.unique.sort(bySpecialRank);
  specials.rare.sort(bySpecialRank);

  const version = rows.syncState.collectionVersion;
  return {
    version,
    loadedAt: options.now ?? Date.now(),
    ready: version > 0 && tokens.length > 0,
    collection,
    maxTokenId,
    tokens,
    tokenById,
    tokensWithMetadata: tokens.filter((t) => t.metadata).length,
    hasPowerData: rows.tokens.some((t) => t.staking_power !== null),
    wallets: buildWallets(tokens, holders.byAddress),
    holders,
    traitStats,
    traitIndex: new TraitIndex(tokens, traitStats, highestTokenId),
    specials,
    market,
    listedByPrice,
    bodies: new SerializedBodies(version),
  };
}
