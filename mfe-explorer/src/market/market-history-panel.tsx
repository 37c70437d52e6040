import { lazy, Suspense } from 'react';
import { TIME_FRAME_LABELS, type TimeFrame } from '@nacho/domain';
import { Skeleton } from '@nacho/ui';
import { useFirstInView } from '../layout/use-first-in-view';
import { historySummary } from './history-summary';
import { useGetMarketHistoryQuery } from './market-api';

const MarketHistoryChart = lazy(() => import(/* webpackChunkName: "market-history-chart" */ './market-history-chart'));

export const HISTORY_DAYS = 30;

/** How close to the viewport the chart's place must come before its code (recharts, about 120 KB brotli) loads. */
const CHART_LOAD_MARGIN = '300px';

const chartPlaceholder = <Skeleton className="h-48 w-full md:h-56" />;

/** The frame's floor and volume over the last 30 days under the figures, with a one-line summary. */
export function MarketHistoryPanel({ timeFrame }: { timeFrame: TimeFrame }) {
  const { data, isLoading, isError } = useGetMarketHistoryQuery({ timeFrame, days: HISTORY_DAYS });
  const frameLabel = TIME_FRAME_LABELS[timeFrame];
  // Below the fold on a phone: the chart's code waits until the person scrolls near it.
  const [chartPlace, chartNearView] = useFirstInView<HTMLDivElement>({ rootMargin: CHART_LOAD_MARGIN });
  if (isError) return null;
  if (isLoading || !data) return chartPlaceholder;
  const summary = historySummary(data.points, frameLabel, HISTORY_DAYS);
  return (
    <figure className="flex flex-col gap-2" aria-label={`${frameLabel} floor and volume, last ${HISTORY_DAYS} days`}>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span className="font-medium text-foreground">
          {frameLabel} floor &amp; volume, {HISTORY_DAYS} days
        </span>
        <span className="flex items-center gap-3" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="h-0.5 w-3 rounded bg-primary" />
            Floor
          </span>
          <span className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-primary/35" />
            Volume
          </span>
        </span>
      </div>
      {data.points.length ? (
        <div ref={chartPlace}>
          {chartNearView ? (
            <Suspense fallback={chartPlaceholder}>
              <MarketHistoryChart points={data.points} label={summary} />
            </Suspense>
          ) : (
            chartPlaceholder
          )}
        </div>
      ) : null}
      <figcaption data-testid="market-history-summary" className="text-xs text-muted-foreground">
        {summary}
      </figcaption>
    </figure>
  );
}
