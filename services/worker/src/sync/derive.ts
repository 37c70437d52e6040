import type { Db } from '@nacho/core';
import type { NftAttribute } from '@nacho/domain';
import type { Knex } from 'knex';
import { deriveHolders, type HolderRow } from '../derive/holders';
import { rankOpenRarity, type RarityRow } from '../derive/open-rarity';
import { deriveSpecialNfts, type SpecialNftRow } from '../derive/specials';
import { deriveTraitStats, type TraitStatRow } from '../derive/trait-stats';
import { countedTraits } from '../derive/traits';
import { syncTable, type TableSpec } from './table-diff';

export interface DerivedTables {
  traitStats: TraitStatRow[];
  rarity: RarityRow[];
  specials: SpecialNftRow[];
  holders: HolderRow[];
}

const TRAIT_STATS: TableSpec<TraitStatRow> = {
  table: 'trait_stats',
  key: ['trait_type', 'value'],
  columns: ['count', 'percentage'],
};
const RARITY: TableSpec<RarityRow> = {
  table: 'nft_rarity',
  key: ['token_id'],
  columns: ['score', 'rank', 'unique_trait_count'],
};
const SPECIALS: TableSpec<SpecialNftRow> = { table: 'special_nfts', key: ['token_id'], columns: ['kind'] };
const HOLDERS: TableSpec<HolderRow> = {
  table: 'holders',
  key: ['address'],
  columns: ['token_count', 'total_power', 'power_rank', 'op_score_total'],
};

function parseAttributes(json: string): NftAttribute[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as NftAttribute[]) : [];
  } catch {
    return [];
  }
}

/** Computes every derived table from the stored tokens and the metadata of those tokens. */
export async function computeDerivedTables(db: Db): Promise<DerivedTables> {
  const tokens = (await db('tokens').select('token_id', 'owner', 'op_score_mod', 'staking_power')) as {
    token_id: number;
    owner: string;
    op_score_mod: string;
    staking_power: number | null;
  }[];
  const metadataRows = (await db('nft_metadata')
    .join('tokens', 'tokens.token_id', 'nft_metadata.token_id')
    .select('nft_metadata.token_id', 'nft_metadata.attributes')
    .orderBy('nft_metadata.token_id')) as { token_id: number; attributes: string }[];

  const withAttributes = metadataRows.map((row) => ({
    tokenId: Number(row.token_id),
    attributes: parseAttributes(row.attributes),
  }));
  const traits = withAttributes.map((t) => ({ tokenId: t.tokenId, traits: countedTraits(t.attributes) }));
  return {
    traitStats: deriveTraitStats(traits),
    rarity: rankOpenRarity(traits),
    specials: deriveSpecialNfts(withAttributes),
    holders: deriveHolders(
      tokens.map((t) => ({
        tokenId: Number(t.token_id),
        owner: t.owner,
        opScoreMod: t.op_score_mod,
        stakingPower: t.staking_power === null ? null : Number(t.staking_power),
      })),
    ),
  };
}

/**
 * Makes the stored derived tables equal to `tables`, touching only rows that differ, all in the
 * given transaction (readers see the old set or the new one). Returns the rows written per table.
 */
export async function storeDerivedTables(
  trx: Knex.Transaction,
  tables: DerivedTables,
): Promise<Record<keyof DerivedTables, number>> {
  return {
    traitStats: await syncTable(trx, TRAIT_STATS, tables.traitStats),
    rarity: await syncTable(trx, RARITY, tables.rarity),
    specials: await syncTable(trx, SPECIALS, tables.specials),
    holders: await syncTable(trx, HOLDERS, tables.holders),
  };
}
