import { useMemo, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { COLLECTION_NAME, formatNumber, TRAIT_TYPES } from '@nacho/domain';
import { Button, Card, ErrorState, Skeleton } from '@nacho/ui';
import { useGetTraitStatsQuery } from '../api/explorer-api';
import { SyncProgressCard, useCollectionSync } from '../dashboard/sync-progress';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { BackToDashboard } from '../nft-detail/back-to-dashboard';
import { TraitSearchBox } from './trait-search-box';
import { TraitTypeFilter } from './trait-type-filter';
import { TraitTypeRow } from './trait-type-row';
import { INITIAL_TRAIT_VIEW, traitRows, type TraitSuggestion, type TraitView } from './trait-view';
import { TraitsEmptyState } from './traits-empty-state';

export const TRAIT_STATS_ERROR_TEXT = 'Failed to fetch trait statistics';

function RowsSkeleton() {
  return (
    <div className="flex flex-col gap-3" data-testid="traits-skeleton">
      {TRAIT_TYPES.map((type) => (
        <Skeleton key={type} className="h-14" />
      ))}
    </div>
  );
}

/** /traits: how common every trait value is, per trait type, with a type filter and a value search. */
export function TraitsScreen() {
  usePageTitle('Trait statistics');
  const { data, error, isLoading, refetch } = useGetTraitStatsQuery(
    undefined,
    subscriptionCacheOptions(cachePolicy.traitStats),
  );
  // Until the first sync is done there are no statistics; the hook refetches them once it is.
  const sync = useCollectionSync();
  const syncStatus = sync.ready ? undefined : sync.status;
  const [view, setView] = useState<TraitView>(INITIAL_TRAIT_VIEW);
  const [openTypes, setOpenTypes] = useState<ReadonlySet<string>>(new Set());
  const stats = useMemo(() => data?.traitStats ?? [], [data]);
  const rows = useMemo(() => traitRows(stats, view), [stats, view]);
  const valueCount = rows.reduce((sum, row) => sum + row.values.length, 0);
  const allOpen = rows.length > 0 && rows.every((row) => openTypes.has(row.name));

  const setOpen = (name: string, open: boolean) =>
    setOpenTypes((current) => {
      const next = new Set(current);
      if (open) next.add(name);
      else next.delete(name);
      return next;
    });
  const choose = (suggestion: TraitSuggestion) => {
    setView({ type: suggestion.traitType, query: suggestion.value, exact: true });
    setOpen(suggestion.traitType, true);
  };

  return (
    <ScreenContainer>
      <BackToDashboard />
      <ScreenHeader
        title="Trait Statistics"
        description="How common every trait value is across the collection. Open a trait type to sort its values."
      />

      <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center md:p-4">
        <TraitTypeFilter
          value={view.type}
          onChange={(type) => setView((current) => ({ ...current, type, exact: false }))}
        />
        <TraitSearchBox
          stats={stats}
          type={view.type}
          query={view.query}
          onQueryChange={(query) => setView((current) => ({ ...current, query, exact: false }))}
          onChoose={choose}
        />
      </Card>

      {syncStatus ? (
        <SyncProgressCard status={syncStatus} />
      ) : isLoading ? (
        <RowsSkeleton />
      ) : error ? (
        <ErrorState message={TRAIT_STATS_ERROR_TEXT} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <TraitsEmptyState view={view} onClear={() => setView(INITIAL_TRAIT_VIEW)} />
      ) : (
        <section aria-label="Trait types" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="traits-summary" className="text-sm text-muted-foreground">
              {rows.length} trait {rows.length === 1 ? 'type' : 'types'} · {formatNumber(valueCount, 0)}{' '}
              {valueCount === 1 ? 'value' : 'values'}
              {data ? ` · shares of ${formatNumber(data.totalNfts, 0)} ${COLLECTION_NAME} NFTs` : ''}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-muted-foreground"
              onClick={() => setOpenTypes(allOpen ? new Set() : new Set(rows.map((row) => row.name)))}
            >
              {allOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
              {allOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          </div>
          {rows.map((row) => (
            <TraitTypeRow
              key={row.name}
              row={row}
              open={openTypes.has(row.name)}
              onOpenChange={(open) => setOpen(row.name, open)}
            />
          ))}
        </section>
      )}
    </ScreenContainer>
  );
}
