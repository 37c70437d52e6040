import { Zap } from 'lucide-react';
import { formatNumber } from '@nacho/domain';
import { CardError, DashboardCard, StatList, StatListSkeleton } from './dashboard-card';
import { HOLDER_STATS_ERROR, useHolderStats } from './use-holder-stats';

export function PowerStatsCard() {
  const { data, error, isLoading, refetch } = useHolderStats();
  return (
    <DashboardCard title="Power Stats" icon={<Zap />} description="Staking power across all wallets">
      {isLoading ? (
        <StatListSkeleton count={3} />
      ) : error || !data ? (
        <CardError message={HOLDER_STATS_ERROR} onRetry={() => void refetch()} />
      ) : (
        <StatList
          items={[
            { label: 'Total Power', value: formatNumber(data.totalStakingPower, 0), testId: 'total-power', wide: true },
            {
              label: 'Highest Wallet',
              value: formatNumber(data.highestWalletPower, 0),
              testId: 'highest-wallet-power',
            },
            {
              label: 'Avg Power',
              value: formatNumber(data.avgWalletPower, 0),
              hint: 'per wallet',
              testId: 'avg-power',
            },
          ]}
        />
      )}
    </DashboardCard>
  );
}
