import { useState } from 'react';
import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatPercentOneDecimal } from '@nacho/domain';
import { Button, Card, VisuallyHidden } from '@nacho/ui';
import type { WalletTraitAnalysis } from '../api/explorer-types';
import { chartTooltip } from '../charts/chart-tooltip';
import { traitValueLabel } from '../nft-cards/trait-lines';

/** Values shown before "Show all": long trait types (Head, Base...) would otherwise fill the screen. */
export const FIRST_VALUES_SHOWN = 10;
const ROW_HEIGHT = 30;

type Row = WalletTraitAnalysis['values'][number];

function shareLabel(row: Row): string {
  return `${formatNumber(row.count, 0)} · ${formatPercentOneDecimal(row.share)}`;
}

const RowTooltip = chartTooltip<Row>((row) => (
  <>
    <p className="font-semibold">{traitValueLabel(row.value)}</p>
    <p className="text-muted-foreground">
      {formatNumber(row.count, 0)} NFTs · {formatPercentOneDecimal(row.share)} of the wallet
    </p>
  </>
));

const MAX_LABEL = 18;

/** A value's name left of its bar, on one line (recharts would wrap it), shortened when long. */
function ValueTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const value = traitValueLabel(payload?.value ?? '');
  return (
    <text
      x={Number(x) - 6}
      y={Number(y)}
      dy="0.35em"
      textAnchor="end"
      fontSize={12}
      fill="var(--color-muted-foreground)"
    >
      {value.length > MAX_LABEL ? `${value.slice(0, MAX_LABEL - 1)}…` : value}
      <title>{value}</title>
    </text>
  );
}

/** "count · share" right of a bar, on one line. */
interface ShareLabelProps {
  rows: readonly Row[];
  x?: number | string;
  y?: number | string;
  width?: number | string;
  height?: number | string;
  index?: number;
}

function ShareLabel(props: ShareLabelProps) {
  const row = props.rows[props.index ?? -1];
  if (!row) return null;
  return (
    <text
      x={Number(props.x) + Number(props.width) + 6}
      y={Number(props.y) + Number(props.height) / 2}
      dy="0.35em"
      fontSize={12}
      fill="var(--color-foreground)"
    >
      {shareLabel(row)}
    </text>
  );
}

/** One trait type as a horizontal bar chart of its values (count and share), most common first. */
export function TraitAnalysisChart({ group }: { group: WalletTraitAnalysis }) {
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? group.values : group.values.slice(0, FIRST_VALUES_SHOWN);
  const hidden = group.values.length - rows.length;
  const headingId = `trait-analysis-${group.traitType}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 p-4"
      data-testid="trait-analysis-card"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {group.traitType}
        </h3>
        <span className="text-xs text-muted-foreground">
          {group.values.length} {group.values.length === 1 ? 'value' : 'values'}
        </span>
      </div>
      <div aria-hidden="true" style={{ height: rows.length * ROW_HEIGHT + 8 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={rows}
            layout="vertical"
            margin={{ top: 4, right: 96, bottom: 4, left: 0 }}
            barCategoryGap={6}
          >
            <XAxis type="number" hide domain={[0, 'dataMax']} />
            <YAxis
              type="category"
              dataKey="value"
              width={124}
              tickLine={false}
              axisLine={false}
              tick={ValueTick}
              interval={0}
            />
            <Tooltip
              content={RowTooltip}
              cursor={{ fill: 'var(--color-accent)', opacity: 0.4 }}
              isAnimationActive={false}
            />
            <Bar
              dataKey="count"
              fill="var(--color-primary)"
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
              maxBarSize={20}
            >
              <LabelList
                dataKey="count"
                content={(props) => <ShareLabel {...(props as Omit<ShareLabelProps, 'rows'>)} rows={rows} />}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{group.traitType} values in this wallet</caption>
          <thead>
            <tr>
              <th>Value</th>
              <th>Count</th>
              <th>Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <td>{traitValueLabel(row.value)}</td>
                <td>{row.count}</td>
                <td>{formatPercentOneDecimal(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      {hidden > 0 || showAll ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show fewer' : `Show all ${group.values.length} values`}
        </Button>
      ) : null}
    </Card>
  );
}

/** The trait analysis charts; loaded as their own chunk, so recharts weighs only on this tab. */
export default function TraitAnalysisCharts({ analysis }: { analysis: readonly WalletTraitAnalysis[] }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      {analysis.map((group) => (
        <TraitAnalysisChart key={group.traitType} group={group} />
      ))}
    </div>
  );
}
