import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HolderDistribution } from '@nacho/contracts';
import { formatMoment, formatNumber } from '@nacho/domain';
import { CHART_GRID, timeAxis, TOOLTIP_CURSOR, VALUE_AXIS } from '../charts/chart-style';
import { chartTooltip } from '../charts/chart-tooltip';

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
    <div className="h-48 w-full md:h-56" role="img" aria-label={label} data-testid="holders-over-time-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points as Point[]} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...timeAxis(MONTH)} />
          <YAxis
            // Whole numbers: holder counts move by tens, which "1.6K" would hide.
            tickFormatter={(v: number) => formatNumber(v, 0)}
            {...VALUE_AXIS}
            width={48}
            domain={['auto', 'auto']}
          />
          <Tooltip content={HoldersTooltip} cursor={TOOLTIP_CURSOR} isAnimationActive={false} />
          <Area
            dataKey="holders"
            name="Holders"
            type="monotone"
            stroke="var(--color-primary)"
            strokeWidth={2}
            fill="var(--color-primary)"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
