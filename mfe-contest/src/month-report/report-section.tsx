import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@nacho/ui';

/** A titled part of the month report; `id` is its heading's, which also names a list inside. */
export function ReportSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  /** Shown before the title, muted. */
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={cn('text-lg font-semibold', Icon ? 'flex items-center gap-2' : null)}>
        {Icon ? <Icon aria-hidden="true" className="size-5 text-muted-foreground" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
