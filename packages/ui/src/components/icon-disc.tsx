import type * as React from 'react';
import { cn } from '../lib/cn';

const TONES = {
  primary: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

export type IconDiscProps = { tone?: keyof typeof TONES; className?: string; children: React.ReactNode };

/** A decorative icon on a round tinted disc, heading a notice card (sign-in, not found, unavailable). */
export function IconDisc({ tone = 'primary', className, children }: IconDiscProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-14 items-center justify-center rounded-full', TONES[tone], className)}
    >
      {children}
    </span>
  );
}
