import { holderTier } from '@nacho/domain';
import type { HolderRow } from './load-collection-rows';
import type { HolderEntry, HolderSortKey, HolderStats, Snapshot, SortDirection } from './types';

/** How many top holders /holders lists (the dashboard shows the first 5). */
export const TOP_HOLDERS_LISTED = 10;

const byAddress = (a: HolderEntry, b: HolderEntry) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);

const KEY_VALUE: Record<Exclude<HolderSortKey, 'address'>, (h: HolderEntry) => number> = {
  count: (h) => h.tokenCount,
  power: (h) => h.stakingPower,
  value: (h) => h.valueKas,
};

/** Ties always fall back to address ascending, whatever the direction, so pages are stable. */
function sortHolders(holders: HolderEntry[], key: HolderSortKey, direction: SortDirection): HolderEntry[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (key === 'address') return [...holders].sort((a, b) => sign * byAddress(a, b));
  const value = KEY_VALUE[key];
  return [...holders].sort((a, b) => sign * (value(a) - value(b)) || byAddress(a, b));
}

function holderStats(byCountDesc: HolderEntry[], totalTokens: number): HolderStats {
  const uniqueHolders = byCountDesc.length;
  const totalStakingPower = byCountDesc.reduce((sum, h) => sum + h.stakingPower, 0);
  return {
    uniqueHolders,
    avgHoldings: uniqueHolders ? totalTokens / uniqueHolders : 0,
    topHolderCount: byCountDesc[0]?.tokenCount ?? 0,
    totalStakingPower,
    highestWalletPower: byCountDesc.reduce((max, h) => Math.max(max, h.stakingPower), 0),
    avgWalletPower: uniqueHolders ? totalStakingPower / uniqueHolders : 0,
    topHolders: byCountDesc.slice(0, TOP_HOLDERS_LISTED).map((h) => ({
      address: h.address,
      count: h.tokenCount,
      percentage: totalTokens ? (h.tokenCount / totalTokens) * 100 : 0,
    })),
  };
}

/** Holders from the holders table, pre-sorted by every sort key and direction. */
export function buildHolderIndex(
  rows: readonly HolderRow[],
  totalTokens: number,
  valueOf: (address: string) => number = () => 0,
): Snapshot['holders'] {
  const holders: HolderEntry[] = rows.map((row) => ({
    address: row.address.toLowerCase(),
    tokenCount: Number(row.token_count),
    stakingPower: Number(row.total_power),
    powerRank: Number(row.power_rank),
    holderTier: holderTier(Number(row.total_power)),
    valueKas: valueOf(row.address.toLowerCase()),
  }));
  const sorted = {} as Snapshot['holders']['sorted'];
  for (const key of ['address', 'count', 'power', 'value'] as const) {
    for (const direction of ['asc', 'desc'] as const)
      sorted[`${key}-${direction}`] = sortHolders(holders, key, direction);
  }
  return {
    byAddress: new Map(holders.map((h) => [h.address, h])),
    sorted,
    stats: holderStats(sorted['count-desc'], totalTokens),
  };
}
