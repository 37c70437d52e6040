import { formatNumber } from '@nacho/domain';

/** "1,250 KAS ($43.10)": the price in KAS and, when the market source had the rate, in USD. */
export function ActivityPrice({ kas, usd }: { kas: number | null; usd?: number | null }) {
  if (kas === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="tabular-nums">
      <span className="font-semibold">{formatNumber(kas, 2)}</span>{' '}
      <span className="text-xs font-medium text-muted-foreground">KAS</span>
      {usd !== null && usd !== undefined ? (
        <span className="text-xs text-muted-foreground"> (${formatNumber(usd, 2, 2)})</span>
      ) : null}
    </span>
  );
}
