import { useState } from 'react';
import { TrendingUp } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { DEFAULT_TIME_FRAME, formatNumber, TIME_FRAME_LABELS, TIME_FRAMES, type TimeFrame } from '@nacho/domain';
import { DataFreshness, SegmentedControl } from '@nacho/ui';
import { useGetMarketDashboardStatsQuery } from '../market/market-api';
import { Change, formatAsOf, Kas } from '../market/market-format';
import { MarketHistoryPanel } from '../market/market-history-panel';
import { CardError, DashboardCard, StatList, StatListSkeleton } from './dashboard-card';

export const MARKET_ERROR_TEXT = 'Failed to fetch market data';

/** A market snapshot is taken every 15 minutes; older than 3 of those, the card says so. */
export const MARKET_SNAPSHOT_MINUTES = 15;
export const marketDataStale = (asOf: number, now: number = Date.now()) => now - asOf > 3 * MARKET_SNAPSHOT_MINUTES * 60_000;

const TIME_FRAME_OPTIONS = TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] }));

/** Floor, volume, prices, sales and traders for the chosen time frame (GET /api/market/dashboard-stats), and their chart. */
export function MarketDataCard() {
  const [timeFrame, setTimeFrame] = useState<TimeFrame>(DEFAULT_TIME_FRAME);
  const { data, error, isLoading, isFetching, refetch } = useGetMarketDashboardStatsQuery(timeFrame, subscriptionCacheOptions(cachePolicy.marketStats));
  const label = TIME_FRAME_LABELS[timeFrame];
  return (
    <DashboardCard
      title="Market Data"
      icon={<TrendingUp />}
      description={
        data && !error ? (
          <>
            Last {label} · <span data-testid="market-as-of">as of {formatAsOf(data.asOf)}</span>
          </>
        ) : (
          `Last ${label}`
        )
      }
    >
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
        <>
          <DataFreshness
            asOf={data.asOf}
            stale={marketDataStale(data.asOf)}
            bannerOnly
            source="The market data source"
            what="market data"
            intervalMinutes={MARKET_SNAPSHOT_MINUTES}
            testId="market-freshness"
          />
          <StatList
            className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
            items={[
              { label: 'Floor Price', value: <Kas value={data.floorPrice} />, hint: <Change value={data.floorPriceChange} testId="floor-change" />, testId: 'floor-price' },
              {
                label: 'Volume',
                value: <Kas value={data.volume24h} />,
                hint: (
                  <>
                    <Change value={data.volumeChange} testId="volume-change" /> · USD <span data-testid="volume-usd">{data.volumeUsd === null ? '—' : formatNumber(data.volumeUsd, 0)}</span>
                  </>
                ),
                testId: 'volume',
              },
              { label: 'Avg Price', value: <Kas value={data.avgPrice} />, hint: <>High <Kas value={data.highestPrice} digits={0} /></>, testId: 'avg-price' },
              {
                label: 'Total Sales',
                value: formatNumber(data.totalSales, 0),
                hint: (
                  <span data-testid="traders">
                    {formatNumber(data.uniqueBuyers, 0)} buyers · {formatNumber(data.uniqueSellers, 0)} sellers
                  </span>
                ),
                testId: 'total-sales',
              },
            ]}
          />
          <MarketHistoryPanel timeFrame={timeFrame} />
        </>
      )}
    </DashboardCard>
  );
}
