import { useEffect } from 'react';
import { Users } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { COLLECTION_NAME, formatNumber, PAGE_SIZES } from '@nacho/domain';
import { Button, Card, EmptyState, ErrorState, PaginationFooter, Skeleton, useScrollToTopOnChange } from '@nacho/ui';
import { useGetHoldersPageQuery } from '../api/explorer-api';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { HolderDistribution } from './holder-distribution';
import { HoldersStackedList, HoldersTable } from './holders-table';
import { HoldersToolbar } from './holders-toolbar';
import { useHoldersView } from './use-holders-view';
import { useNarrowScreen } from './use-narrow-screen';
import { readableError } from '../api/readable-error';
import { BackToDashboard } from '../nft-detail/back-to-dashboard';

export const HOLDERS_EMPTY_TEXT = 'No tokens found matching your criteria.';
const PAGE_SIZE = PAGE_SIZES.holders;

function RowsSkeleton() {
  return (
    <div className="flex flex-col gap-2 py-2" data-testid="holders-skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-10" />
      ))}
    </div>
  );
}

/** /all-holders: every holder, searched, sorted and paged by the nft service; the view lives in the URL. */
export function AllHoldersScreen() {
  const { view, sortBy, toggleDirection, setPage, setSearch } = useHoldersView();
  const narrow = useNarrowScreen();
  usePageTitle('All holders');
  const listTop = useScrollToTopOnChange<HTMLDivElement>(view.page);
  const { data, error, isLoading, isFetching, refetch } = useGetHoldersPageQuery(
    {
      page: view.page,
      pageSize: PAGE_SIZE,
      sort: view.sort,
      direction: view.direction,
      search: view.search || undefined,
    },
    subscriptionCacheOptions(cachePolicy.holders),
  );

  // A page past the end (an old link, or fewer holders after a sync) shows the last page instead.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && view.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, view.page, setPage]);

  const rows = data?.items ?? [];
  return (
    <ScreenContainer>
      <BackToDashboard />
      <ScreenHeader
        title={`All ${COLLECTION_NAME} NFT Holders`}
        description="Every wallet holding the collection, with its token count and staking power. Click an address to open the wallet."
      />

      <Card ref={listTop} className="flex scroll-mt-36 flex-col gap-4 p-3 md:p-5">
        <HoldersToolbar
          search={view.search}
          sort={view.sort}
          direction={view.direction}
          offerPower={data?.hasPowerData ?? false}
          onSearch={setSearch}
          onSort={sortBy}
          onToggleDirection={toggleDirection}
        />

        {isLoading ? (
          <RowsSkeleton />
        ) : error ? (
          <ErrorState message={`Failed to fetch holders. ${readableError(error)}`} onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title={HOLDERS_EMPTY_TEXT}
            hint={view.search ? `No holder address contains "${view.search}".` : undefined}
            action={
              view.search ? (
                <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div aria-busy={isFetching} className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {narrow ? (
              <HoldersStackedList rows={rows} search={view.search} sort={view.sort} />
            ) : (
              <HoldersTable
                rows={rows}
                search={view.search}
                sort={view.sort}
                direction={view.direction}
                hasPowerData={data?.hasPowerData ?? false}
                onSort={sortBy}
              />
            )}
          </div>
        )}

        {data && data.total > 0 && !error ? (
          <PaginationFooter
            className="border-t border-border pt-4"
            variant="simple"
            label="Holders pages"
            page={view.page}
            pageCount={data.totalPages}
            onPageChange={(page) => setPage(page)}
            pageSize={data.pageSize}
            total={data.total}
            noun="holders"
          />
        ) : null}
      </Card>
      {data && !view.search ? (
        <p className="text-xs text-muted-foreground">
          {formatNumber(data.total, 0)} wallets hold at least one {COLLECTION_NAME} NFT.
        </p>
      ) : null}
      <HolderDistribution />
    </ScreenContainer>
  );
}
