import type { ReactNode } from 'react';
import type { TooltipContentProps } from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';

/**
 * A recharts tooltip (for `<Tooltip content={...}>`) that shows the data row under the pointer,
 * as `render` describes it, in the popover box every chart of the explorer uses.
 */
export function chartTooltip<Row>(render: (row: Row) => ReactNode) {
  return function ChartTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
    const row = active ? (payload?.[0]?.payload as Row | undefined) : undefined;
    if (!row) return null;
    return (
      <div className="rounded-md border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
        {render(row)}
      </div>
    );
  };
}
