import * as React from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export type ErrorStateProps = {
  message: React.ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

export function ErrorState({ message, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-8 text-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="text-sm">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
