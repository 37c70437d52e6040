import { Filter } from 'lucide-react';
import { formatNumber, toggleFilterValue, type TraitFilters } from '@nacho/domain';
import { Badge, Button } from '@nacho/ui';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@nacho/ui/overlays';
import type { TraitFacet } from '../api/explorer-types';

export interface TraitFilterMenuProps {
  /** Faceted options from the nft service: each type counted under the other types' filters. */
  facets: readonly TraitFacet[];
  filters: TraitFilters;
  onChange: (filters: TraitFilters) => void;
  disabled?: boolean;
}

/** Multi-select trait filter: any checked value within a type, every checked type must match. */
export function TraitFilterMenu({ facets, filters, onChange, disabled }: TraitFilterMenuProps) {
  const selected = Object.values(filters).reduce((n, values) => n + values.length, 0);
  const groups = facets;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm" className="h-9">
          <Filter aria-hidden="true" />
          Filter by trait
          {selected > 0 ? (
            <Badge className="px-1.5" aria-label={`${selected} selected`}>
              {selected}
            </Badge>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-72"
      >
        {groups.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">No trait data available for this wallet</p>
        ) : null}
        {groups.map((group, index) => (
          <DropdownMenuGroup key={group.traitType} aria-label={group.traitType}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuLabel>{group.traitType}</DropdownMenuLabel>
            {group.values.map((entry) => (
              <DropdownMenuCheckboxItem
                key={entry.value}
                checked={(filters[group.traitType] ?? []).includes(entry.value)}
                onCheckedChange={() => onChange(toggleFilterValue(filters, group.traitType, entry.value))}
              >
                <span className="flex-1 truncate capitalize">{entry.value}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{formatNumber(entry.count, 0)}</span>
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
