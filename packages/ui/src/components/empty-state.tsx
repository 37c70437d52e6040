import * as React from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../lib/cn';

export type EmptyStateProps = {
  title: React.ReactNode;
  hint?: React.ReactNode;
  /** An icon element; defaults to an inbox. */
  icon?: React.ReactNode;
  /** For example a "Clear Filters" or "Reset Search" button. */
  action?: React.ReactNode;
  className?: string;
};

export function EmptyState({ title, hint, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center',
        className,
      )}
    >
      <div aria-hidden="true" className="text-muted-foreground [&_svg]:size-10">
        {icon ?? <Inbox />}
      </div>
      <p className="text-base font-medium">{title}</p>
      {hint ? <p className="max-w-md text-sm text-muted-foreground">{hint}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
