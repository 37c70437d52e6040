import * as React from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '../lib/cn';

export type ProgressBarProps = {
  /** Progress so far, between 0 and max. */
  value: number;
  max?: number;
  /** Visible text above the bar that also names it, e.g. "120 / 500 NFTs analyzed". */
  label?: React.ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  className?: string;
  /** Classes for the filled part, e.g. a tier colour. */
  indicatorClassName?: string;
};

export function ProgressBar({
  value,
  max = 100,
  label,
  'aria-label': ariaLabel,
  className,
  indicatorClassName,
}: ProgressBarProps) {
  const labelId = React.useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(0, Number.isFinite(value) ? value : 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div className={cn('flex w-full flex-col gap-1.5', className)}>
      {label ? (
        <div id={labelId} className="text-sm text-muted-foreground">
          {label}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        value={clamped}
        max={safeMax}
        aria-label={label ? undefined : ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        className="relative h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className={cn('h-full rounded-full bg-primary transition-[width] duration-300', indicatorClassName)}
          style={{ width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
