import type { ReactNode } from 'react';
import { CardTitle } from '@nacho/ui';

/** An admin card's title with its icon in front. */
export function IconCardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      {icon} {children}
    </CardTitle>
  );
}
