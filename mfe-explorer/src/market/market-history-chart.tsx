import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoment, formatNumber } from '@nacho/domain';
import { CHART_GRID, PRIMARY_LINE, timeAxis, TOOLTIP_CURSOR, valueAxis } from '../charts/chart-style';
import { chartTooltip } from '../charts/chart-tooltip';
import { TimeSeriesFrame } from '../charts/time-series-frame';
import type { MarketHistoryPoint } from './market-types';

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const compactValue = (v: number) => compact.format(v);

const HistoryTooltip = chartTooltip<MarketHistoryPoint>((point) => (
  <>
    <p className="mb-1 font-medium">{formatMoment(point.at)}</p>
    <p>Floor: {point.floorPrice === null ? '—' : `${formatNumber(point.floorPrice, 2)} KAS`}</p>
    <p>Volume: {formatNumber(point.volumeKas, 0)} KAS</p>
    <p>Sales: {point.totalSales}</p>
  </>
));

/** Floor (line, left axis) and volume (bars, right axis) of one frame over time; its own chunk, so recharts loads only with it. */
export default function MarketHistoryChart({
  points,
  label,
}: {
  points: readonly MarketHistoryPoint[];
  label: string;
}) {
  return (
    <TimeSeriesFrame label={label} testId="market-history-chart">
      <ComposedChart data={points as MarketHistoryPoint[]} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid {...CHART_GRID} />
        <XAxis {...timeAxis(DAY)} />
        <YAxis yAxisId="floor" {...valueAxis(compactValue, 40)} domain={['auto', 'auto']} />
        <YAxis yAxisId="volume" orientation="right" {...valueAxis(compactValue, 40)} />
        <Tooltip content={HistoryTooltip} cursor={TOOLTIP_CURSOR} isAnimationActive={false} />
        <Bar
          yAxisId="volume"
          dataKey="volumeKas"
          name="Volume"
          fill="var(--color-primary)"
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        <Line yAxisId="floor" dataKey="floorPrice" name="Floor" {...PRIMARY_LINE} dot={false} connectNulls={false} />
      </ComposedChart>
    </TimeSeriesFrame>
  );
}
