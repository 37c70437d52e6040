import { Tags } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { TRAIT_TYPES } from '@nacho/domain';
import { Skeleton } from '@nacho/ui';
import { useGetTraitStatsQuery } from '../api/explorer-api';
import { CardError, DashboardCard, ViewAllLink } from './dashboard-card';
import { traitValueCounts } from './trait-value-counts';

export const TRAIT_STATS_ERROR = 'Failed to fetch trait statistics';

/** How many distinct values each trait type has. */
export function PopularTraitsCard() {
  const { data, error, isLoading, refetch } = useGetTraitStatsQuery(
    undefined,
    subscriptionCacheOptions(cachePolicy.traitStats),
  );
  return (
    <DashboardCard
      title="Popular Traits"
      icon={<Tags />}
      description="Distinct values per trait"
      action={<ViewAllLink to="/traits" />}
    >
      {isLoading ? (
        <ul className="grid grid-cols-2 gap-2" data-testid="card-skeleton">
          {TRAIT_TYPES.map((type) => (
            <Skeleton key={type} className="h-9" />
          ))}
        </ul>
      ) : error ? (
        <CardError message={TRAIT_STATS_ERROR} onRetry={() => void refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-2" aria-label="Distinct values per trait">
          {traitValueCounts(data?.traitStats).map(({ traitType, values }) => (
            <li
              key={traitType}
              data-testid="trait-count"
              className="flex items-center justify-between gap-2 rounded-md border border-border/60 bg-muted/40 px-3 py-2 text-sm"
            >
              <span className="truncate text-muted-foreground">{traitType}</span>
              <span className="font-semibold tabular-nums">{values}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
