import type { HolderEntry, HolderSortKey, Snapshot, SortDirection } from '../snapshot/types';
import { paginate } from './paginate';

export interface HoldersPageQuery {
  page: number;
  pageSize: number;
  sort: HolderSortKey;
  direction: SortDirection;
  search?: string;
}

/** One page of the holders table; rank is the position in this order and search. */
export function holdersPage(snapshot: Snapshot, query: HoldersPageQuery) {
  const sorted = snapshot.holders.sorted[`${query.sort}-${query.direction}`];
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching: readonly HolderEntry[] = needle ? sorted.filter((h) => h.address.includes(needle)) : sorted;
  const page = paginate(matching, query.page, query.pageSize);
  const firstRank = (query.page - 1) * query.pageSize + 1;
  return {
    ...page,
    items: page.items.map((h, i) => ({
      rank: firstRank + i,
      address: h.address,
      tokenCount: h.tokenCount,
      stakingPower: h.stakingPower,
      powerRank: h.powerRank,
      holderTier: h.holderTier,
      valueKas: h.valueKas,
    })),
    hasPowerData: snapshot.hasPowerData,
  };
}
