import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { HolderDistribution } from '@nacho/contracts';
import { formatMoment, formatNumber } from '@nacho/domain';
import { CHART_GRID, PRIMARY_LINE, timeAxis, TOOLTIP_CURSOR, valueAxis } from '../charts/chart-style';
import { chartTooltip } from '../charts/chart-tooltip';
import { TimeSeriesFrame } from '../charts/time-series-frame';

type Point = HolderDistribution['holdersOverTime'][number];

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit' });

const HoldersTooltip = chartTooltip<Point>((point) => (
  <>
    <p className="mb-1 font-medium">{formatMoment(point.at)}</p>
    <p>{formatNumber(point.holders, 0)} holders</p>
  </>
));

/** Unique holders at the end of each week; its own chunk, so recharts loads only with it. */
export default function HoldersOverTimeChart({ points, label }: { points: readonly Point[]; label: string }) {
  return (
    <TimeSeriesFrame label={label} testId="holders-over-time-chart">
      <AreaChart data={points as Point[]} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid {...CHART_GRID} />
        <XAxis {...timeAxis(MONTH)} />
        <YAxis
          // Whole numbers: holder counts move by tens, which "1.6K" would hide.
          {...valueAxis((v) => formatNumber(v, 0), 48)}
          domain={['auto', 'auto']}
        />
        <Tooltip content={HoldersTooltip} cursor={TOOLTIP_CURSOR} isAnimationActive={false} />
        <Area dataKey="holders" name="Holders" {...PRIMARY_LINE} fill="var(--color-primary)" fillOpacity={0.15} />
      </AreaChart>
    </TimeSeriesFrame>
  );
}
