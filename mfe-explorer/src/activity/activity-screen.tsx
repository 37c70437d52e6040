import { useCallback, useMemo } from 'react';
import { Activity, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { Button, Card, EmptyState, ErrorState, Spinner } from '@nacho/ui';
import { readableError } from '../api/readable-error';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { useGetActivityFeedInfiniteQuery } from './activity-api';
import { ActivityFilters } from './activity-filters';
import { ActivityColumnHeads, ActivityRows, ActivityRowsSkeleton } from './activity-rows';
import {
  ACTIVITY_PAGE_SIZE,
  activityArgs,
  hasActivityFilters,
  readActivityView,
  writeActivityView,
  type ActivityView,
} from './activity-view-state';
import { useFreshIds } from './use-fresh-ids';

export const ACTIVITY_EMPTY_TEXT = 'No activity yet';
export const ACTIVITY_NO_MATCH_TEXT = 'No activity matches these filters';

/** /activity: sales, listings, delistings, transfers and mints, newest first, filtered, paged by keyset, live. */
export function ActivityScreen() {
  usePageTitle('Activity');
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readActivityView(params), [params]);
  const setView = useCallback((next: ActivityView) => setParams(writeActivityView(next)), [setParams]);
  const args = useMemo(() => activityArgs(view), [view]);

  const feed = useGetActivityFeedInfiniteQuery(args, subscriptionCacheOptions(cachePolicy.activity));
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items), [feed.data]);
  const fresh = useFreshIds(items, JSON.stringify(args));
  const filtered = hasActivityFilters(view);

  return (
    <ScreenContainer>
      <ScreenHeader
        title="Activity"
        description="Sales, listings, transfers and mints of the collection, newest first. New events appear as they happen."
      />
      <ActivityFilters view={view} onChange={setView} />
      <p aria-live="polite" className="sr-only">
        {fresh.size > 0 ? `${fresh.size} new ${fresh.size === 1 ? 'event' : 'events'}` : ''}
      </p>
      <Card className="overflow-hidden p-0">
        {feed.isLoading ? (
          <ActivityRowsSkeleton count={8} />
        ) : feed.error && !items ? (
          <ErrorState
            className="m-4"
            message={`Failed to load the activity. ${readableError(feed.error)}`}
            onRetry={() => void feed.refetch()}
          />
        ) : !items?.length ? (
          <EmptyState
            className="m-4"
            icon={filtered ? <SearchX /> : <Activity />}
            title={filtered ? ACTIVITY_NO_MATCH_TEXT : ACTIVITY_EMPTY_TEXT}
            hint={
              filtered
                ? 'Remove a filter, or clear them all.'
                : 'Sales, listings and transfers show here once the collection has some.'
            }
            action={
              filtered ? (
                <Button variant="outline" size="sm" onClick={() => setView({ kinds: [], traits: {} })}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ActivityColumnHeads />
            <div
              aria-busy={feed.isFetching}
              className={feed.isFetching && !feed.isFetchingNextPage ? 'opacity-70' : undefined}
            >
              <ActivityRows items={items} freshIds={fresh} label="Activity" />
            </div>
            <div className="flex flex-col items-center gap-2 border-t border-border p-4">
              {feed.isFetchNextPageError ? (
                <p role="alert" className="text-sm text-destructive-text">
                  Failed to load more. {readableError(feed.error)}
                </p>
              ) : null}
              {feed.hasNextPage ? (
                <Button variant="outline" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                  {feed.isFetchingNextPage ? <Spinner size="sm" label="Loading more activity" /> : null}
                  {feed.isFetchingNextPage ? 'Loading…' : `Load ${ACTIVITY_PAGE_SIZE} more`}
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">
                  That is all the activity{filtered ? ' for these filters' : ''}.
                </p>
              )}
            </div>
          </>
        )}
      </Card>
    </ScreenContainer>
  );
}
