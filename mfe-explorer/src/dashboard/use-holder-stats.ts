import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { useGetHolderStatsQuery } from '../api/explorer-api';

/** Holder statistics, shared by the Collection Stats, Power Stats and Top Holders cards. */
export function useHolderStats() {
  return useGetHolderStatsQuery(undefined, subscriptionCacheOptions(cachePolicy.holders));
}

export const HOLDER_STATS_ERROR = 'Failed to fetch holder statistics';
