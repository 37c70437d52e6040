import { Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME } from '@nacho/domain';
import { Card, EmptyState, ErrorState, Skeleton } from '@nacho/ui';
import { useGetHallOfFameHistoryQuery } from '../api/contest-api';
import { monthName } from './month-name';

/** The "Hall of Fame History" tab: one card per past winner. */
export function HistoryList() {
  const { data, error, isLoading, refetch } = useGetHallOfFameHistoryQuery();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error) return <ErrorState message="Failed to fetch Hall of Fame history" onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState icon={<Trophy />} title="The Hall of Fame history is currently empty" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((entry) => (
        <li key={entry.id}>
          <Card className="flex flex-col gap-2 p-4">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {monthName(entry.resetMonth)} {entry.resetYear}
            </span>
            <Link to={`/nft/${entry.tokenId}`} className="text-lg font-semibold hover:text-primary">
              {COLLECTION_NAME} #{entry.tokenId}
            </Link>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
              {entry.likeCount} likes
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
