import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { toggleDirection } from '@nacho/domain';
import { Button } from '@nacho/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nacho/ui/overlays';
import type { SortDirection, WalletSort } from '../api/explorer-types';

export interface NftSort {
  sort: WalletSort;
  direction: SortDirection;
}

export const SORT_LABELS: Record<WalletSort, string> = {
  id: 'Token ID',
  power: 'Power',
  rarity: 'Rarity Rank',
  price: 'Price',
};

/** A newly chosen column starts in its natural direction: ids, ranks (rarest first) and prices (cheapest first) ascending, power high to low. */
const FIRST_DIRECTION: Record<WalletSort, SortDirection> = { id: 'asc', power: 'desc', rarity: 'asc', price: 'asc' };

export function sortBy(current: NftSort, column: WalletSort): NftSort {
  return column === current.sort ? current : { sort: column, direction: FIRST_DIRECTION[column] };
}

/** The dialog's sort selector (Token ID, Power, Rarity Rank) and its asc/desc toggle. */
export function NftSortControl({ value, onChange }: { value: NftSort; onChange: (next: NftSort) => void }) {
  const ascending = value.direction === 'asc';
  return (
    <div className="flex items-center gap-2">
      <Select value={value.sort} onValueChange={(column) => onChange(sortBy(value, column as WalletSort))}>
        <SelectTrigger aria-label="Sort by" className="h-9 w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(Object.keys(SORT_LABELS) as WalletSort[]).map((column) => (
            <SelectItem key={column} value={column}>
              {SORT_LABELS[column]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange({ ...value, direction: toggleDirection(value.direction) })}
        title={ascending ? 'Ascending' : 'Descending'}
      >
        {ascending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
        {/* Named by hidden text, not an aria-label that would not contain the visible "Desc". */}
        <span className="sr-only">
          {ascending ? 'Ascending, switch to descending' : 'Descending, switch to ascending'}
        </span>
        <span aria-hidden="true">{ascending ? 'Asc' : 'Desc'}</span>
      </Button>
    </div>
  );
}
