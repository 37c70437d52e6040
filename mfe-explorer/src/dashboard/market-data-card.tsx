import { useState, type ReactNode } from 'react';
import { TrendingUp } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { DEFAULT_TIME_FRAME, formatNumber, TIME_FRAME_LABELS, TIME_FRAMES, type TimeFrame } from '@nacho/domain';
import { SegmentedControl } from '@nacho/ui';
import { useGetMarketStatsQuery } from '../api/explorer-api';
import { CardError, DashboardCard, StatList, StatListSkeleton } from './dashboard-card';

export const MARKET_ERROR_TEXT = 'Failed to fetch market data';

const TIME_FRAME_OPTIONS = TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] }));

function kas(value: number | null): ReactNode {
  if (value === null) return '—';
  return (
    <>
      {formatNumber(value, 2)} <span className="text-xs font-medium text-muted-foreground">KAS</span>
    </>
  );
}

/** Floor price, volume, average price and sales for the chosen time frame (GET /api/market/dashboard-stats). */
export function MarketDataCard() {
  const [timeFrame, setTimeFrame] = useState<TimeFrame>(DEFAULT_TIME_FRAME);
  const { data, error, isLoading, isFetching, refetch } = useGetMarketStatsQuery(timeFrame, subscriptionCacheOptions(cachePolicy.marketStats));
  const label = TIME_FRAME_LABELS[timeFrame];
  return (
    <DashboardCard title="Market Data" icon={<TrendingUp />} description={`Last ${label}`}>
      <SegmentedControl
        aria-label="Time frame"
        options={TIME_FRAME_OPTIONS}
        value={timeFrame}
        onValueChange={setTimeFrame}
        className="grid w-full grid-cols-6 [&>button]:justify-center [&>button]:px-1"
      />
      {isLoading ? (
        <StatListSkeleton count={4} />
      ) : error || !data ? (
        <CardError message={MARKET_ERROR_TEXT} onRetry={() => void refetch()} />
      ) : (
        <StatList
          className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          items={[
            { label: 'Floor Price', value: kas(data.floorPrice), testId: 'floor-price' },
            { label: 'Volume', value: kas(data.volume24h), testId: 'volume' },
            { label: 'Avg Price', value: kas(data.avgPrice), testId: 'avg-price' },
            { label: 'Total Sales', value: formatNumber(data.totalSales, 0), testId: 'total-sales' },
          ]}
        />
      )}
    </DashboardCard>
  );
}
