import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, cn } from '@nacho/ui';

/** A section of a page in a card: a region named by its title, shown as a heading with its icon. */
export function SectionCard({
  title,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  /** Merged over the default layout (a column, gap-3). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col gap-3 p-4 md:p-5', className)} role="region" aria-label={title}>
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
