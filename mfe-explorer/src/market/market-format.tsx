import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { formatNumber } from '@nacho/domain';
import { cn } from '@nacho/ui';

/** A KAS amount, or "—" when unknown. */
export function Kas({ value, digits = 2 }: { value: number | null; digits?: number }): ReactNode {
  if (value === null) return '—';
  return (
    <>
      {formatNumber(value, digits)} <span className="text-xs font-medium text-muted-foreground">KAS</span>
    </>
  );
}

/** "+12.3%" in green with an up arrow, "-4.5%" in red with a down arrow, "—" without a baseline. */
export function Change({ value, testId }: { value: number | null; testId?: string }) {
  if (value === null) {
    return (
      <span
        data-testid={testId}
        className="text-muted-foreground"
        title="No sales in the previous window to compare with"
      >
        —
      </span>
    );
  }
  const rounded = Math.round(value * 10) / 10;
  const up = rounded > 0;
  const down = rounded < 0;
  const Icon = down ? ArrowDownRight : ArrowUpRight;
  return (
    <span
      data-testid={testId}
      data-trend={up ? 'up' : down ? 'down' : 'flat'}
      className={cn(
        'inline-flex items-center gap-0.5 font-medium tabular-nums',
        up && 'text-success',
        down && 'text-destructive-text',
        !up && !down && 'text-muted-foreground',
      )}
    >
      {up || down ? <Icon aria-hidden="true" className="size-3.5" /> : null}
      {up ? '+' : ''}
      {formatNumber(rounded, 1)}%
    </span>
  );
}
