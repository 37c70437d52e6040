import { LayoutGrid, List } from 'lucide-react';
import type { TraitFilters } from '@nacho/domain';
import { SegmentedControl } from '@nacho/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nacho/ui/overlays';
import type { TraitFacet } from '../api/explorer-types';
import { ListedOnlyToggle } from '../nft-cards/listed-only-toggle';
import { TraitFilterMenu } from './trait-filter-menu';
import { WALLET_SORT_OPTIONS, type WalletSortOption } from './wallet-sort-options';
import type { WalletLayout } from './wallet-view-state';

const LAYOUT_OPTIONS = [
  { value: 'grid', label: 'Grid view', icon: <LayoutGrid />, iconOnly: true },
  { value: 'list', label: 'List view', icon: <List />, iconOnly: true },
] as const;

export interface WalletToolbarProps {
  facets: readonly TraitFacet[];
  filters: TraitFilters;
  onFiltersChange: (filters: TraitFilters) => void;
  listedOnly: boolean;
  onListedOnlyChange: (listedOnly: boolean) => void;
  sort: WalletSortOption;
  onSortChange: (sort: WalletSortOption) => void;
  layout: WalletLayout;
  onLayoutChange: (layout: WalletLayout) => void;
  disabled?: boolean;
}

export function WalletToolbar(props: WalletToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TraitFilterMenu
        facets={props.facets}
        filters={props.filters}
        onChange={props.onFiltersChange}
        disabled={props.disabled}
      />
      <ListedOnlyToggle checked={props.listedOnly} onChange={props.onListedOnlyChange} />
      <Select value={props.sort} onValueChange={(value) => props.onSortChange(value as WalletSortOption)}>
        <SelectTrigger aria-label="Sort NFTs" className="h-9 w-auto min-w-44 flex-1 sm:flex-none">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {WALLET_SORT_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <SegmentedControl
        aria-label="View"
        options={LAYOUT_OPTIONS}
        value={props.layout}
        onValueChange={props.onLayoutChange}
        className="ml-auto"
      />
    </div>
  );
}
