import { Layers } from 'lucide-react';
import { COLLECTION_SIZE, formatNumber, shortenAddress } from '@nacho/domain';
import { CardError, DashboardCard, StatList, StatListSkeleton } from './dashboard-card';
import { HOLDER_STATS_ERROR, useHolderStats } from './use-holder-stats';
import { WalletLink } from '../prefetch/page-links';

export function CollectionStatsCard() {
  const { data, error, isLoading, refetch } = useHolderStats();
  const topHolder = data?.topHolders[0];
  return (
    <DashboardCard title="Collection Stats" icon={<Layers />}>
      {isLoading ? (
        <StatListSkeleton count={4} />
      ) : error || !data ? (
        <CardError message={HOLDER_STATS_ERROR} onRetry={() => void refetch()} />
      ) : (
        <StatList
          items={[
            { label: 'Total NFTs', value: formatNumber(COLLECTION_SIZE), testId: 'total-nfts' },
            { label: 'Unique Holders', value: formatNumber(data.uniqueHolders), testId: 'unique-holders' },
            {
              label: 'Avg Holdings',
              value: formatNumber(data.avgHoldings, 2),
              hint: 'NFTs per wallet',
              testId: 'avg-holdings',
            },
            {
              label: 'Top Holder',
              value: `${formatNumber(data.topHolderCount)} NFTs`,
              testId: 'top-holder',
              hint: topHolder ? (
                <WalletLink
                  address={topHolder.address}
                  className="font-mono hover:text-primary hover:underline"
                  title={topHolder.address}
                >
                  {shortenAddress(topHolder.address)}
                </WalletLink>
              ) : undefined,
            },
          ]}
        />
      )}
    </DashboardCard>
  );
}
