import { useState } from 'react';
import { Check, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { formatNumber, type TraitFilters } from '@nacho/domain';
import { Badge, Button, cn, focusRing, Skeleton } from '@nacho/ui';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@nacho/ui/overlays';
import type { TraitFacet } from '../api/explorer-types';
import { FilterChips } from '../nft-cards/filter-chips';

export interface WalletTraitsSidebarProps {
  /** Faceted value counts (each type counted under the other types' filters); undefined while loading. */
  facets: readonly TraitFacet[] | undefined;
  filters: TraitFilters;
  onToggle: (traitType: string, value: string) => void;
  onRemove: (traitType: string, value: string) => void;
  onClearAll: () => void;
}

/** "Wallet Traits": one collapsible group per trait type with value counts, and the selected filters. */
export function WalletTraitsSidebar({ facets, filters, onToggle, onRemove, onClearAll }: WalletTraitsSidebarProps) {
  const selectedCount = Object.values(filters).reduce((n, values) => n + values.length, 0);
  // On phones the groups fold away so the results are not pushed below a long list.
  const [groupsShownOnPhone, setGroupsShownOnPhone] = useState(false);
  return (
    <aside
      aria-labelledby="wallet-traits-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3"
    >
      <h3 id="wallet-traits-heading" className="flex items-center gap-2 px-1 text-sm font-semibold">
        <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
        Wallet Traits
      </h3>

      <section aria-labelledby="selected-filters-heading" className="flex flex-col gap-2 rounded-md bg-muted/50 p-2.5">
        <h4 id="selected-filters-heading" className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Selected Filters {selectedCount > 0 ? `(${selectedCount})` : ''}
        </h4>
        {selectedCount === 0 ? (
          <p className="text-xs text-muted-foreground">None. Pick a trait value below to filter the NFTs.</p>
        ) : (
          <FilterChips filters={filters} onRemove={onRemove} onClearAll={onClearAll} />
        )}
      </section>

      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={groupsShownOnPhone}
        aria-controls="wallet-trait-groups"
        onClick={() => setGroupsShownOnPhone((shown) => !shown)}
      >
        {groupsShownOnPhone ? 'Hide traits' : 'Browse traits'}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', groupsShownOnPhone && 'rotate-180')} />
      </Button>

      <div id="wallet-trait-groups" className={cn('flex-col gap-0.5 md:flex', groupsShownOnPhone ? 'flex' : 'hidden')}>
        {facets === undefined ? (
          <div className="flex flex-col gap-2" data-testid="wallet-traits-skeleton">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-8" />
            ))}
          </div>
        ) : facets.length === 0 ? (
          <p className="px-1 text-xs text-muted-foreground">No trait data available for this wallet</p>
        ) : (
          <div className="flex flex-col gap-0.5">
            {facets.map((group) => (
              <TraitGroup
                key={group.traitType}
                group={group}
                selected={filters[group.traitType] ?? []}
                onToggle={onToggle}
              />
            ))}
          </div>
        )}
      </div>
    </aside>
  );
}

function TraitGroup({
  group,
  selected,
  onToggle,
}: {
  group: TraitFacet;
  selected: readonly string[];
  onToggle: (traitType: string, value: string) => void;
}) {
  return (
    <Collapsible>
      <CollapsibleTrigger className="px-2">
        <span className="flex min-w-0 flex-1 items-center gap-2">
          <span>{group.traitType}</span>
          <Badge variant="muted" className="px-1.5 tabular-nums" aria-label={`${group.values.length} values`}>
            {group.values.length}
          </Badge>
          {selected.length > 0 ? (
            <span className="truncate text-xs font-normal text-primary capitalize">{selected.join(', ')}</span>
          ) : null}
        </span>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul aria-label={`${group.traitType} values`} className="flex flex-col gap-0.5 py-1 pr-1 pl-2">
          {group.values.map((entry) => {
            const isSelected = selected.includes(entry.value);
            return (
              <li key={entry.value}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onToggle(group.traitType, entry.value)}
                  className={cn(
                    'flex w-full cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors',
                    isSelected ? 'bg-primary/15 text-primary' : 'text-foreground hover:bg-accent',
                    focusRing,
                  )}
                >
                  <span className="flex min-w-0 items-center gap-1.5">
                    <Check
                      aria-hidden="true"
                      className={cn('size-3.5 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                    />
                    <span className="truncate capitalize">{entry.value}</span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatNumber(entry.count, 0)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
