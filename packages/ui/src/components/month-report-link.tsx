import * as React from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { ListOrdered } from 'lucide-react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/** How a month's winner was set: crowned by the likes, or chosen by the contest operator. */
export type WinnerHow = 'crowned' | 'declared';

/** The short label of each way, wherever a past winner is listed. */
export const WINNER_HOW_LABEL: Record<WinnerHow, string> = {
  crowned: 'Most liked of its month',
  declared: 'Chosen by the contest operator',
};

export type MonthReportLinkProps = {
  /** The month's name ("October 2026"), which screen readers hear after "Month report". */
  month: string;
  /** How the month's winner was set, shown beside the link; nothing when not known. */
  how?: WinnerHow;
  /**
   * The link to the month's report, without content: the router's own (`<Link to="/hall-of-fame/2026/10" />`),
   * which gets this component's words and styles. The design system knows no router.
   */
  children: React.ReactElement;
  className?: string;
};

/** "Month report" for a past NFT of the Month and how its winner was set: one wording on every remote. */
export function MonthReportLink({ month, how, children, className }: MonthReportLinkProps) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-xs', className)}>
      <Slot
        className={cn(
          'flex w-fit items-center gap-1.5 rounded-sm py-0.5 text-muted-foreground hover:text-foreground hover:underline',
          focusRing,
        )}
      >
        <ListOrdered aria-hidden="true" className="size-3.5 shrink-0" />
        <Slottable>{children}</Slottable>
        Month report<span className="sr-only"> for {month}</span>
      </Slot>
      {how ? <span className="text-muted-foreground">{WINNER_HOW_LABEL[how]}</span> : null}
    </div>
  );
}
