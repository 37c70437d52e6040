import { compareNfts, EDITION_TRAIT, type NftSortColumn, type SortDirection } from '@nacho/domain';
import type { TraitSelection } from '../snapshot/trait-index';
import { compareTraitValues, orderTraitTypes } from '../snapshot/trait-index';
import type { Snapshot, TokenEntry, WalletEntry } from '../snapshot/types';
import { paginate } from './paginate';
import { selectionToRecord } from './trait-selection';
import { walletFacets } from './wallet-facets';

export type WalletSort = 'id' | 'power' | 'rarity' | 'price';

export interface WalletPageQuery {
  page: number;
  pageSize: number;
  sort: WalletSort;
  direction?: SortDirection;
  selection: TraitSelection;
  /** Only the listed NFTs. */
  listed?: boolean;
}

const SORT_COLUMN: Record<Exclude<WalletSort, 'price'>, NftSortColumn> = {
  id: 'tokenId',
  power: 'power',
  rarity: 'rank',
};
/** Power defaults to high-to-low; id, rarity and price to ascending (rarest, cheapest first). */
const DEFAULT_DIRECTION: Record<WalletSort, SortDirection> = { id: 'asc', power: 'desc', rarity: 'asc', price: 'asc' };

/** By asking price in either direction; unlisted NFTs after the listed ones, by id. */
export function sortByPrice(tokens: readonly TokenEntry[], direction: SortDirection): TokenEntry[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...tokens].sort((a, b) => {
    if (!a.listing || !b.listing) return (a.listing ? -1 : b.listing ? 1 : 0) || a.tokenId - b.tokenId;
    return sign * (a.listing.priceKas - b.listing.priceKas) || a.tokenId - b.tokenId;
  });
}

function sortTokens(tokens: readonly TokenEntry[], sort: WalletSort, direction: SortDirection): TokenEntry[] {
  if (sort === 'price') return sortByPrice(tokens, direction);
  const state = { column: SORT_COLUMN[sort], direction };
  return tokens
    .map((token) => ({ tokenId: token.tokenId, power: token.stakingPower, rank: token.rarityRank, token }))
    .sort((a, b) => compareNfts(a, b, state))
    .map((entry) => entry.token);
}

/** Two decimals are all the UI shows, and the analysis of a large wallet lists a hundred-odd values. */
const roundTo2 = (n: number) => Math.round(n * 100) / 100;

/** Trait values across the given NFTs (Edition excluded), most common first; share in percent. */
export function traitAnalysis(tokens: readonly TokenEntry[]) {
  const counts = new Map<string, Map<string, number>>();
  for (const token of tokens) {
    for (const attribute of token.metadata?.attributes ?? []) {
      if (attribute.trait_type === EDITION_TRAIT) continue;
      const byValue = counts.get(attribute.trait_type) ?? new Map<string, number>();
      counts.set(attribute.trait_type, byValue);
      const value = String(attribute.value);
      byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  }
  return orderTraitTypes(counts.keys()).map((traitType) => ({
    traitType,
    values: [...counts.get(traitType)!]
      .map(([value, count]) => ({ value, count, share: roundTo2((count / tokens.length) * 100) }))
      .sort(compareTraitValues),
  }));
}

/**
 * One page of a wallet's NFTs after trait filters, with the trait analysis narrowed to the filtered
 * set and the faceted filter options (each type counted under the other types' filters).
 */
export function walletPage(snapshot: Snapshot, wallet: WalletEntry, query: WalletPageQuery) {
  const direction = query.direction ?? DEFAULT_DIRECTION[query.sort];
  const matching = snapshot.traitIndex.match(query.selection);
  const filtered = wallet.tokens.filter(
    (t) => (!matching || matching.has(t.tokenId)) && (!query.listed || t.listing !== null),
  );
  const page = paginate(sortTokens(filtered, query.sort, direction), query.page, query.pageSize);
  return {
    address: wallet.address,
    count: wallet.tokens.length,
    totalPower: wallet.totalPower,
    tier: wallet.tier,
    powerRank: wallet.powerRank,
    ...page,
    items: page.items.map((token) => ({
      tokenId: token.tokenId,
      name: token.metadata?.name ?? null,
      image: token.metadata?.image ?? null,
      stakingPower: token.stakingPower,
      rarityRank: token.rarityRank,
      special: token.special,
      attributes: token.metadata?.attributes ?? [],
      listedPriceKas: token.listing?.priceKas ?? null,
    })),
    traitAnalysis: traitAnalysis(filtered),
    facets: walletFacets(wallet.tokens, query.selection),
    filters: selectionToRecord(query.selection),
  };
}
