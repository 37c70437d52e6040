import { useState } from 'react';
import { TrendingUp } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import {
  DEFAULT_TIME_FRAME,
  formatMoment,
  formatNumber,
  TIME_FRAME_LABELS,
  TIME_FRAMES,
  type TimeFrame,
} from '@nacho/domain';
import { DataFreshness, SegmentedControl, SERVER_RENDER_TIME_ZONE, useHydrated } from '@nacho/ui';
import { useGetMarketDashboardStatsQuery } from '../market/market-api';
import type { MarketDashboardStats } from '../market/market-types';
import { Change, Kas } from '../market/market-format';
import { MarketHistoryPanel } from '../market/market-history-panel';
import { CardError, DashboardCard, StatList, StatListSkeleton } from './dashboard-card';

export const MARKET_ERROR_TEXT = 'Failed to fetch market data';

/** A market snapshot is taken every 15 minutes; older than 3 of those, the card says so. */
export const MARKET_SNAPSHOT_MINUTES = 15;
export const marketDataStale = (asOf: number, now: number = Date.now()) =>
  now - asOf > 3 * MARKET_SNAPSHOT_MINUTES * 60_000;

/**
 * How fresh the card's figures are. While the marketplace fails, the snapshots go on from the sales
 * read before, so the data is from the time it last answered, not from the snapshot's; the banner
 * shows whenever it fails, or when the data is older than 3 snapshot intervals.
 */
export function marketFreshness(
  data: Pick<MarketDashboardStats, 'asOf' | 'sourceAnsweredAt' | 'sourceFailingSince'>,
  now: number = Date.now(),
): { dataAt: number; failingSince: number | null; stale: boolean } {
  // A reply of a server from before these fields reads as a source that answered.
  const failingSince = data.sourceFailingSince ?? null;
  const answeredAt = data.sourceAnsweredAt ?? null;
  const dataAt = failingSince !== null && answeredAt !== null ? Math.min(answeredAt, data.asOf) : data.asOf;
  return { dataAt, failingSince, stale: failingSince !== null || marketDataStale(dataAt, now) };
}

const TIME_FRAME_OPTIONS = TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] }));

/** "No sales in the last 15 minutes": the frame in words. */
const FRAME_IN_WORDS: Record<TimeFrame, string> = {
  '15m': '15 minutes',
  '1h': 'hour',
  '6h': '6 hours',
  '1d': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};
const count = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** The floor: the lowest sale of the frame; without sales, the marketplace's lowest listing when the source has one. */
function FloorHint({ data, timeFrame }: { data: MarketDashboardStats; timeFrame: TimeFrame }) {
  if (data.totalSales > 0) return <Change value={data.floorPriceChange} testId="floor-change" />;
  return (
    <span data-testid="floor-change">
      No sales in the last {FRAME_IN_WORDS[timeFrame]}
      {data.listingFloor !== null ? ' · lowest listing' : ''}
    </span>
  );
}

/** Floor, volume, prices, sales and traders for the chosen time frame (GET /api/market/dashboard-stats), and their chart. */
export function MarketDataCard() {
  const [timeFrame, setTimeFrame] = useState<TimeFrame>(DEFAULT_TIME_FRAME);
  const { data, error, isLoading, isFetching, refetch } = useGetMarketDashboardStatsQuery(
    timeFrame,
    subscriptionCacheOptions(cachePolicy.marketStats),
  );
  const label = TIME_FRAME_LABELS[timeFrame];
  const freshness = data ? marketFreshness(data) : null;
  // Server render and hydration: UTC; then the visitor's zone.
  const timeZone = useHydrated() ? undefined : SERVER_RENDER_TIME_ZONE;
  return (
    <DashboardCard
      title="Market Data"
      icon={<TrendingUp />}
      description={
        freshness && !error ? (
          <>
            Last {label} · <span data-testid="market-as-of">as of {formatMoment(freshness.dataAt, { timeZone })}</span>
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
      ) : error || !data || !freshness ? (
        <CardError message={MARKET_ERROR_TEXT} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataFreshness
            asOf={freshness.dataAt}
            stale={freshness.stale}
            failingSince={freshness.failingSince}
            bannerOnly
            source="The market data source"
            what="market data"
            intervalMinutes={MARKET_SNAPSHOT_MINUTES}
            testId="market-freshness"
          />
          <StatList
            className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
            items={[
              {
                label: 'Floor Price',
                value: <Kas value={data.totalSales > 0 ? data.floorPrice : (data.listingFloor ?? null)} />,
                hint: <FloorHint data={data} timeFrame={timeFrame} />,
                testId: 'floor-price',
              },
              {
                label: 'Volume',
                value: <Kas value={data.volume24h} />,
                hint: (
                  <>
                    <Change value={data.volumeChange} testId="volume-change" />
                    {data.volumeUsd === null ? null : (
                      <>
                        {' '}
                        · USD <span data-testid="volume-usd">{formatNumber(data.volumeUsd, 0)}</span>
                      </>
                    )}
                  </>
                ),
                testId: 'volume',
              },
              {
                label: 'Avg Price',
                value: <Kas value={data.avgPrice} />,
                hint: (
                  <>
                    High <Kas value={data.highestPrice} digits={0} />
                  </>
                ),
                testId: 'avg-price',
              },
              {
                label: 'Total Sales',
                value: formatNumber(data.totalSales, 0),
                hint: (
                  <span data-testid="traders">
                    {count(data.uniqueBuyers, 'buyer', 'buyers')} · {count(data.uniqueSellers, 'seller', 'sellers')}
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
