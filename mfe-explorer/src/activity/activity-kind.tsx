import type { ReactNode } from 'react';
import { ArrowRightLeft, Ban, ShoppingCart, Sparkles, Tag } from 'lucide-react';
import type { ActivityKind } from '@nacho/contracts';
import { cn } from '@nacho/ui';

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  sale: 'Sale',
  listing: 'Listing',
  delisting: 'Delisting',
  transfer: 'Transfer',
  mint: 'Mint',
};

const ICONS: Record<ActivityKind, ReactNode> = {
  sale: <ShoppingCart />,
  listing: <Tag />,
  delisting: <Ban />,
  transfer: <ArrowRightLeft />,
  mint: <Sparkles />,
};

const TONES: Record<ActivityKind, string> = {
  sale: 'bg-success/15 text-success',
  listing: 'bg-primary/15 text-primary',
  delisting: 'bg-muted text-muted-foreground',
  transfer: 'bg-platinum/15 text-platinum',
  mint: 'bg-gold/15 text-gold',
};

/** The kind of an activity row: its icon in a tinted disc and its label. */
export function ActivityKindLabel({ kind, className }: { kind: ActivityKind; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-sm font-medium', className)} data-kind={kind}>
      <span
        aria-hidden="true"
        className={cn('flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-3.5', TONES[kind])}
      >
        {ICONS[kind]}
      </span>
      {ACTIVITY_KIND_LABELS[kind]}
    </span>
  );
}
