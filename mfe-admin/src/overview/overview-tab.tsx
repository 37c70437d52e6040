import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Activity, Heart, ShieldAlert, Users } from 'lucide-react';
import { formatNumber } from '@nacho/domain';
import { Badge, Card, CardContent, CardHeader, CardTitle, ErrorState, Skeleton } from '@nacho/ui';
import { useGetAdminStatsQuery } from '../api/admin-api';
import { ActivityChart } from './activity-chart';
import { IconCardTitle } from '../shared/icon-card-title';

const RANK_BADGES = ['gold', 'silver', 'bronze'] as const;

function StatCard({ title, value, icon }: { title: string; value: number; icon: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{formatNumber(value, 0)}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewTab() {
  const { data, error, isLoading, refetch } = useGetAdminStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (error || !data)
    return <ErrorState message="Could not load the admin statistics." onRetry={() => void refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Likes"
          value={data.totalLikes}
          icon={<Heart aria-hidden="true" className="size-4 text-muted-foreground" />}
        />
        <StatCard
          title="Unique Users"
          value={data.uniqueUsersLiked}
          icon={<Users aria-hidden="true" className="size-4 text-muted-foreground" />}
        />
        <StatCard
          title="Suspicious Activity"
          value={data.suspiciousLikes}
          icon={<ShieldAlert aria-hidden="true" className="size-4 text-destructive" />}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <IconCardTitle icon={<Activity aria-hidden="true" className="size-4" />}>
              Likes in the last 24 hours
            </IconCardTitle>
          </CardHeader>
          <CardContent>
            <ActivityChart slots={data.recentActivity} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Top Liked NFTs</CardTitle>
          </CardHeader>
          <CardContent>
            {data.topLikedNFTs.length === 0 ? (
              <p className="text-sm text-muted-foreground">No liked NFTs yet</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {data.topLikedNFTs.map((nft, i) => (
                  <li key={nft.tokenId} className="flex items-center justify-between gap-2 text-sm">
                    <span className="flex items-center gap-2">
                      <Badge variant={RANK_BADGES[i] ?? 'muted'} aria-label={`Rank ${i + 1}`}>
                        #{i + 1}
                      </Badge>
                      <Link className="font-medium hover:underline" to={`/nft/${nft.tokenId}`}>
                        NFT #{nft.tokenId}
                      </Link>
                    </span>
                    <span className="tabular-nums text-muted-foreground">
                      {formatNumber(nft.likeCount, 0)} {nft.likeCount === 1 ? 'like' : 'likes'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
