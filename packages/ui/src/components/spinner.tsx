import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export type SpinnerProps = {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
};

const spinnerSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading...', className, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-primary', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', spinnerSizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
