import { lazy, Suspense } from 'react';
import { ChartPie } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import type { HolderDistribution as Distribution } from '@nacho/contracts';
import { formatNumber, formatPercentOneDecimal } from '@nacho/domain';
import { ErrorState, Skeleton } from '@nacho/ui';
import { useGetHolderDistributionQuery } from '../activity/activity-api';
import { readableError } from '../api/readable-error';
import { SectionCard } from '../layout/section-card';
import { useFirstInView } from '../layout/use-first-in-view';

const HoldersOverTimeChart = lazy(
  () => import(/* webpackChunkName: "holders-over-time-chart" */ './holders-over-time-chart'),
);

const chartPlaceholder = <Skeleton className="h-48 w-full md:h-56" />;

/** "1 NFT", "2-5 NFTs": how many wallets hold that many. */
function Buckets({ buckets }: { buckets: Distribution['buckets'] }) {
  const largest = Math.max(1, ...buckets.map((bucket) => bucket.wallets));
  return (
    <dl className="flex flex-col gap-1.5" aria-label="Wallets by NFTs held">
      {buckets.map((bucket) => (
        <div key={bucket.label} className="grid grid-cols-[5.5rem_minmax(0,1fr)_3.5rem] items-center gap-2 text-sm">
          <dt className="whitespace-nowrap text-muted-foreground tabular-nums">
            {bucket.label} {bucket.label === '1' ? 'NFT' : 'NFTs'}
          </dt>
          <dd aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full rounded-full bg-primary/70"
              style={{ width: `${(bucket.wallets / largest) * 100}%` }}
            />
          </dd>
          <dd className="text-right font-semibold tabular-nums" data-testid={`bucket-${bucket.label}`}>
            {formatNumber(bucket.wallets, 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border border-border/60 bg-muted/40 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** /all-holders' distribution: wallets per holding size, the top wallets' share, holders over time, holding time. */
export function HolderDistribution() {
  const { data, error, isLoading, refetch } = useGetHolderDistributionQuery(
    undefined,
    subscriptionCacheOptions(cachePolicy.activity),
  );
  const [chartPlace, chartNearView] = useFirstInView<HTMLDivElement>({ rootMargin: '300px' });
  return (
    <SectionCard title="Holder distribution" icon={ChartPie} className="gap-4">
      {isLoading ? (
        <Skeleton className="h-48" />
      ) : error || !data ? (
        <ErrorState
          className="py-5"
          message={`Failed to fetch the holder distribution. ${readableError(error)}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Buckets buckets={data.buckets} />
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="Top 10 hold" value={formatPercentOneDecimal(data.top10Share)} testId="top10-share" />
              <Figure label="Top 100 hold" value={formatPercentOneDecimal(data.top100Share)} testId="top100-share" />
              <Figure
                label="Avg holding"
                value={data.averageHoldingDays === null ? '—' : `${formatNumber(data.averageHoldingDays, 0)} days`}
                testId="average-holding"
              />
            </dl>
          </div>
          <figure className="flex flex-col gap-2">
            <figcaption className="text-xs font-medium">Unique holders over time</figcaption>
            <div ref={chartPlace}>
              {data.holdersOverTime.length < 2 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">Not enough history yet</p>
              ) : chartNearView ? (
                <Suspense fallback={chartPlaceholder}>
                  <HoldersOverTimeChart
                    points={data.holdersOverTime}
                    label={`Unique holders from ${formatNumber(data.holdersOverTime[0]!.holders, 0)} to ${formatNumber(data.holdersOverTime.at(-1)!.holders, 0)}`}
                  />
                </Suspense>
              ) : (
                chartPlaceholder
              )}
            </div>
          </figure>
        </div>
      )}
    </SectionCard>
  );
}
