import { Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, monthReportPath, monthYearLabel } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { Card, EmptyState, ErrorState, MonthReportLink, Skeleton } from '@nacho/ui';
import { useGetHallOfFameHistoryQuery } from '../api/contest-api';

/** The "Hall of Fame History" tab: one card per past winner, with how it won and a link to its month's report. */
export function HistoryList() {
  const { data, error, isLoading, refetch } = useGetHallOfFameHistoryQuery();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error) return <ErrorState message="Failed to fetch Hall of Fame history" onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState icon={<Trophy />} title="The Hall of Fame history is currently empty" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Hall of Fame history">
      {data.map((entry) => {
        const name = `${COLLECTION_NAME} #${entry.tokenId}`;
        const month = monthYearLabel(entry.resetMonth, entry.resetYear);
        return (
          <li key={entry.id}>
            <Card className="flex items-center gap-4 p-4">
              <CollectionNftImage tokenId={entry.tokenId} className="size-20 shrink-0 rounded-lg ring-2 ring-gold/50" />
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex items-center gap-1 text-xs font-semibold tracking-wide text-gold uppercase">
                  <Trophy aria-hidden="true" className="size-3" />
                  {month}
                </span>
                <Link to={`/nft/${entry.tokenId}`} className="text-lg font-semibold hover:text-primary">
                  {name}
                </Link>
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
                  {entry.likeCount} {entry.likeCount === 1 ? 'like' : 'likes'}
                </span>
                <MonthReportLink month={month} how={entry.how}>
                  <Link to={monthReportPath(entry.resetYear, entry.resetMonth)} />
                </MonthReportLink>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
