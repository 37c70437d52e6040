/** The look every explorer chart shares (recharts props): grid, time axis, value axes, series line and the tooltip's cursor. */
export const CHART_GRID = { stroke: 'var(--color-border)', strokeDasharray: '3 3', vertical: false } as const;

const AXIS = {
  tick: { fontSize: 11, fill: 'var(--color-muted-foreground)' },
  tickLine: false,
  axisLine: false,
} as const;

/** The x axis of a series over time (`at`, epoch ms), labelled by `format`. */
export const timeAxis = (format: Intl.DateTimeFormat) =>
  ({
    ...AXIS,
    dataKey: 'at',
    type: 'number',
    scale: 'time',
    domain: ['dataMin', 'dataMax'],
    tickFormatter: (at: number) => format.format(at),
    minTickGap: 24,
  }) as const;

/** A y axis of values, labelled by `format`, `width` px wide. */
export const valueAxis = (format: (value: number) => string, width: number) =>
  ({ ...AXIS, tickFormatter: format, width }) as const;

/** The series line of a chart over time (a line, or an area's edge). */
export const PRIMARY_LINE = {
  type: 'monotone',
  stroke: 'var(--color-primary)',
  strokeWidth: 2,
  isAnimationActive: false,
} as const;

export const TOOLTIP_CURSOR = { stroke: 'var(--color-muted-foreground)', strokeDasharray: '3 3' } as const;
