import { Users } from 'lucide-react';
import { formatNumber, formatPercentOneDecimal, medalForRank, shortenAddress, TOP_HOLDERS_SHOWN } from '@nacho/domain';
import { cn, Skeleton } from '@nacho/ui';
import { CardError, DashboardCard, ViewAllLink } from './dashboard-card';
import { HOLDER_STATS_ERROR, useHolderStats } from './use-holder-stats';
import { WalletLink } from '../prefetch/page-links';

const MEDAL_CLASS = {
  gold: 'bg-gold/20 text-gold',
  silver: 'bg-silver/20 text-silver',
  bronze: 'bg-bronze/20 text-bronze',
} as const;

function RankBadge({ rank }: { rank: number }) {
  const medal = medalForRank(rank);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        medal ? MEDAL_CLASS[medal] : 'bg-muted text-muted-foreground',
      )}
    >
      {rank}
    </span>
  );
}

/** The five wallets holding the most NFTs, each linking to its wallet page. */
export function TopHoldersCard() {
  const { data, error, isLoading, refetch } = useHolderStats();
  const holders = data?.topHolders.slice(0, TOP_HOLDERS_SHOWN) ?? [];
  return (
    <DashboardCard title="Top Holders" icon={<Users />} action={<ViewAllLink to="/all-holders" />}>
      {isLoading ? (
        <ul className="flex flex-col gap-2" data-testid="card-skeleton">
          {Array.from({ length: TOP_HOLDERS_SHOWN }, (_, index) => (
            <Skeleton key={index} className="h-11" />
          ))}
        </ul>
      ) : error || !data ? (
        <CardError message={HOLDER_STATS_ERROR} onRetry={() => void refetch()} />
      ) : holders.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No holders yet</p>
      ) : (
        <ol className="flex flex-col gap-1.5" aria-label="Top 5 holders">
          {holders.map((holder, index) => (
            <li key={holder.address} data-testid="top-holder-row">
              <WalletLink
                address={holder.address}
                title={holder.address}
                className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <RankBadge rank={index + 1} />
                <span className="min-w-0 flex-1 truncate font-mono text-sm">{shortenAddress(holder.address)}</span>
                <span className="flex shrink-0 flex-col items-end leading-tight">
                  <span className="text-sm font-semibold tabular-nums">{formatNumber(holder.count, 0)} NFTs</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatPercentOneDecimal(holder.percentage)}
                  </span>
                </span>
              </WalletLink>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
