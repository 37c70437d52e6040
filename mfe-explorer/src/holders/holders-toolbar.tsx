import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown } from 'lucide-react';
import { Button } from '@nacho/ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@nacho/ui/overlays';
import type { HolderSort, SortDirection } from '../api/explorer-types';
import { HolderSearchInput } from './holder-search-input';

export const SORT_LABELS: Record<HolderSort, string> = {
  address: 'Address',
  count: 'Token Count',
  power: 'Staking Power',
  value: 'Value',
};

export interface HoldersToolbarProps {
  search: string;
  sort: HolderSort;
  direction: SortDirection;
  /** Staking Power is offered only when some holder has power data. */
  offerPower: boolean;
  onSearch: (search: string) => void;
  onSort: (column: HolderSort) => void;
  onToggleDirection: () => void;
}

export function HoldersToolbar({
  search,
  sort,
  direction,
  offerPower,
  onSearch,
  onSort,
  onToggleDirection,
}: HoldersToolbarProps) {
  const columns: HolderSort[] =
    offerPower || sort === 'power' ? ['address', 'count', 'power', 'value'] : ['address', 'count', 'value'];
  const descending = direction === 'desc';
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-center">
      <div className="md:flex-1">
        <HolderSearchInput value={search} onSearch={onSearch} />
      </div>
      <div className="flex gap-2">
        {/* A menu rather than a select: choosing the current column again must reach onSort (it toggles the direction). */}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="min-w-0 flex-1 justify-between md:w-48 md:flex-none">
              <span className="flex min-w-0 items-center gap-1.5">
                <span className="text-muted-foreground">Sort:</span>
                <span className="truncate">{SORT_LABELS[sort]}</span>
              </span>
              <ChevronDown aria-hidden="true" className="opacity-60" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)]">
            <DropdownMenuRadioGroup value={sort}>
              {columns.map((column) => (
                <DropdownMenuRadioItem key={column} value={column} onSelect={() => onSort(column)}>
                  {SORT_LABELS[column]}
                  {column === sort ? (
                    <span className="ml-auto text-xs">{descending ? 'reverse: ascending' : 'reverse: descending'}</span>
                  ) : null}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          variant="outline"
          onClick={onToggleDirection}
          title={descending ? 'Descending: click for ascending' : 'Ascending: click for descending'}
          className="shrink-0"
        >
          {descending ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpNarrowWide aria-hidden="true" />}
          {/* Named by its content, not an aria-label that would not contain the visible "Desc". */}
          <span className="sr-only">{`Sort direction: ${descending ? 'descending' : 'ascending'}`}</span>
          <span aria-hidden="true">{descending ? 'Desc' : 'Asc'}</span>
        </Button>
      </div>
    </div>
  );
}
