import { Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cachePolicy, subscriptionCacheOptions, useHallOfFameHidden, CollectionNftImage } from '@nacho/api';
import { COLLECTION_NAME, formatNumber, monthReportPath, monthYearLabel } from '@nacho/domain';
import { EmptyState, MonthReportLink, Skeleton } from '@nacho/ui';
import { useGetHallOfFameHistoryQuery } from '../api/explorer-api';
import type { HallOfFameEntry } from '../api/explorer-types';
import { CardError, DashboardCard, ViewAllLink } from './dashboard-card';
import { NftLink } from '../prefetch/page-links';

export const HALL_OF_FAME_HISTORY_ERROR = 'Failed to fetch Hall of Fame history';
export const HALL_OF_FAME_EMPTY_TEXT = 'The Hall of Fame history is currently empty';

/** Newest month first. */
function newestFirst(entries: readonly HallOfFameEntry[]): HallOfFameEntry[] {
  return [...entries].sort(
    (a, b) => b.resetYear - a.resetYear || b.resetMonth - a.resetMonth || b.createdAt - a.createdAt,
  );
}

function WinnerCard({ entry }: { entry: HallOfFameEntry }) {
  const name = `${COLLECTION_NAME} #${entry.tokenId}`;
  const month = monthYearLabel(entry.resetMonth, entry.resetYear);
  return (
    <li className="flex flex-col rounded-md border border-border/60 bg-muted/40 hover:border-gold/50">
      <NftLink
        tokenId={entry.tokenId}
        className="group flex items-center gap-3 rounded-t-md p-2.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CollectionNftImage tokenId={entry.tokenId} className="size-14 shrink-0 ring-1 ring-gold/50" />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="text-xs font-semibold tracking-wide text-gold uppercase">{month}</span>
          <span className="truncate font-semibold group-hover:text-primary">{name}</span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Heart aria-hidden="true" className="size-3.5 fill-ruby text-ruby" />
            {formatNumber(entry.likeCount, 0)} likes
          </span>
        </span>
      </NftLink>
      <MonthReportLink month={month} how={entry.how} className="border-t border-border/60 px-2.5 py-1">
        <Link to={monthReportPath(entry.resetYear, entry.resetMonth)} />
      </MonthReportLink>
    </li>
  );
}

/** Past NFTs of the Month. */
export function HallOfFameHistorySection() {
  // While the admin hides the Hall of Fame the section is left out: the banner above says so once.
  const { hidden } = useHallOfFameHidden();
  const { data, error, isLoading, refetch } = useGetHallOfFameHistoryQuery(undefined, {
    ...subscriptionCacheOptions(cachePolicy.hallOfFameHistory),
    skip: hidden,
  });
  if (hidden) return null;
  return (
    <DashboardCard
      title="Hall of Fame"
      icon={<Trophy />}
      description="Past NFTs of the Month"
      action={<ViewAllLink to="/hall-of-fame" />}
    >
      {isLoading ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="card-skeleton">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[6.5rem]" />
          ))}
        </ul>
      ) : error || !data ? (
        <CardError message={HALL_OF_FAME_HISTORY_ERROR} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          className="py-6"
          icon={<Trophy />}
          title={HALL_OF_FAME_EMPTY_TEXT}
          hint="The first winner is crowned at the end of this month."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {newestFirst(data).map((entry) => (
            <WinnerCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
