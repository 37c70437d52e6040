import type { ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { Button, cn } from '@nacho/ui';

export interface SearchFieldProps {
  /** The input's text: the "Clear search" cross shows while there is some. */
  query: string;
  onClear: () => void;
  clearClassName?: string;
  /** The input, with room for the magnifier on its left (pl-9) and the cross on its right. */
  children: ReactNode;
  /** What hangs below the input, e.g. a suggestion list. */
  popup?: ReactNode;
}

/** A search input with the magnifier in front and, while it holds text, a "Clear search" cross at its end. */
export function SearchField({ query, onClear, clearClassName, children, popup }: SearchFieldProps) {
  return (
    <div className="relative w-full">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      {children}
      {query ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Clear search"
          className={cn('absolute top-1/2 right-1 -translate-y-1/2', clearClassName)}
          onClick={onClear}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
      {popup}
    </div>
  );
}
