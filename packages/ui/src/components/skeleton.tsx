import * as React from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder block with a moving shimmer; hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        'animate-shimmer rounded-md bg-[linear-gradient(90deg,var(--color-muted)_25%,var(--color-accent)_50%,var(--color-muted)_75%)] bg-[length:200%_100%]',
        className,
      )}
      {...props}
    />
  );
}

/** Placeholder lines of text in a column: one Skeleton a line, `lines` giving each line's size classes. */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
