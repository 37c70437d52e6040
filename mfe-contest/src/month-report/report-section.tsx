import type { ReactNode } from 'react';
import { cn } from '@nacho/ui';

/** A titled part of the month report; `id` is its heading's, which also names a list inside. */
export function ReportSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={cn('text-lg font-semibold', icon ? 'flex items-center gap-2' : null)}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
