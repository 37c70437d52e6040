import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Card, cn, ErrorState, Skeleton } from '@nacho/ui';
import { KeepParenthesesTogether } from '../layout/keep-parentheses-together';

export interface DashboardCardProps {
  title: string;
  icon: ReactNode;
  /** Shown at the right of the title, e.g. a View All link or a selector. */
  action?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A dashboard card: icon and title on top, its own loading or error state inside. */
export function DashboardCard({ title, icon, action, description, className, children }: DashboardCardProps) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-4 md:p-5', className)} role="region" aria-label={title}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary [&_svg]:size-4"
          >
            {icon}
          </span>
          <div className="min-w-0">
            <h2 className="text-base leading-tight font-semibold">
              <KeepParenthesesTogether text={title} />
            </h2>
            {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children}
    </Card>
  );
}

export function ViewAllLink({ to, label = 'View All' }: { to: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-my-1 -mr-2 text-primary hover:text-primary">
      <Link to={to}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

export interface StatItem {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  /** Takes a whole row. */
  wide?: boolean;
}

/** Label and value pairs, two per row from small screens on. */
export function StatList({ items, className }: { items: readonly StatItem[]; className?: string }) {
  return (
    <dl className={cn('grid flex-1 auto-rows-fr grid-cols-2 gap-3', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex min-w-0 flex-col justify-center gap-1 rounded-md border border-border/60 bg-muted/40 px-3 py-2.5',
            item.wide && 'col-span-2',
          )}
        >
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd data-testid={item.testId} className="text-lg font-semibold break-words tabular-nums md:text-xl">
            {item.value}
          </dd>
          {item.hint ? <dd className="truncate text-xs text-muted-foreground">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export function StatListSkeleton({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-2 gap-3" data-testid="card-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-[4.25rem]" />
      ))}
    </div>
  );
}

/** A compact error inside one card; the rest of the dashboard keeps working. */
export function CardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState className="py-5" message={message} onRetry={onRetry} />;
}
