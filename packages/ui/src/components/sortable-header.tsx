import * as React from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import * as Table from './table';

export type SortDirection = 'asc' | 'desc';

export type SortableHeaderProps = Omit<React.ThHTMLAttributes<HTMLTableCellElement>, 'children' | 'onClick'> & {
  children: React.ReactNode;
  /** The direction when this column is the active sort, otherwise false. */
  sorted: SortDirection | false;
  /** Called when the header button is pressed; the caller decides the new column and direction. */
  onSort: () => void;
};

const ariaSortValue = { asc: 'ascending', desc: 'descending' } as const;

/** A table column header whose button changes the sort; announces the state with aria-sort. */
export const SortableHeader = React.forwardRef<HTMLTableCellElement, SortableHeaderProps>(
  ({ children, sorted, onSort, className, ...props }, ref) => {
    const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
    return (
      <Table.Head ref={ref} aria-sort={sorted ? ariaSortValue[sorted] : 'none'} className={className} {...props}>
        <button
          type="button"
          onClick={onSort}
          className={cn(
            '-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground',
            sorted && 'text-foreground',
            focusRing,
          )}
        >
          {children}
          <Icon
            aria-hidden="true"
            data-sort-icon={sorted || 'none'}
            className={cn('size-3.5', !sorted && 'opacity-50')}
          />
        </button>
      </Table.Head>
    );
  },
);
SortableHeader.displayName = 'SortableHeader';
