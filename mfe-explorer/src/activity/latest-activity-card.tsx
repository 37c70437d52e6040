import { Activity } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { Skeleton } from '@nacho/ui';
import { CardError, DashboardCard, ViewAllLink } from '../dashboard/dashboard-card';
import { useGetLatestActivityQuery } from './activity-api';
import { ActivityKindLabel } from './activity-kind';
import { ActivityParties } from './activity-parties';
import { ActivityPrice } from './activity-price';
import { ActivityTime } from './activity-time';
import { NftLink } from '../prefetch/page-links';
import { COLLECTION_NAME } from '@nacho/domain';

export const LATEST_ACTIVITY_ROWS = 6;
export const LATEST_ACTIVITY_ERROR = 'Failed to fetch the latest activity';

/** The dashboard's "Latest activity": the newest events in a compact list, live, with a link to /activity. */
export function LatestActivityCard() {
  const { data, error, isLoading, refetch } = useGetLatestActivityQuery(
    LATEST_ACTIVITY_ROWS,
    subscriptionCacheOptions(cachePolicy.activity),
  );
  return (
    <DashboardCard title="Latest Activity" icon={<Activity />} action={<ViewAllLink to="/activity" />}>
      {isLoading ? (
        <div className="flex flex-col gap-2" data-testid="card-skeleton">
          {Array.from({ length: LATEST_ACTIVITY_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : error || !data ? (
        <CardError message={LATEST_ACTIVITY_ERROR} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No activity yet</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border/60" aria-label="Latest activity">
          {data.items.map((item) => (
            <li
              key={item.id}
              data-testid="latest-activity-row"
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <ActivityKindLabel kind={item.kind} className="shrink-0" />
                <NftLink tokenId={item.tokenId} className="truncate font-semibold text-primary hover:underline">
                  {COLLECTION_NAME} #{item.tokenId}
                </NftLink>
              </span>
              <span className="text-right">
                <ActivityPrice kas={item.priceKas} />
              </span>
              <ActivityParties from={item.from} to={item.to} className="pl-9 text-xs" />
              <ActivityTime at={item.at} className="text-right text-xs text-muted-foreground" />
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
