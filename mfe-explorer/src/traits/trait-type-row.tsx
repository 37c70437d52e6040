import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { DEFAULT_TRAIT_TABLE_SORT, nextTraitTableSort, type SortState, type TraitTableColumn } from '@nacho/domain';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@nacho/ui/overlays';
import type { TraitRow } from './trait-view';
import { TraitValuesTable } from './trait-values-table';
import { useGetFloorsQuery } from '../activity/activity-api';
import { floorsByValue } from './trait-floor-cell';

function valuesText(row: TraitRow): string {
  const total = `${row.totalValues} ${row.totalValues === 1 ? 'value' : 'values'}`;
  return row.values.length === row.totalValues ? total : `${row.values.length} of ${total}`;
}

export interface TraitTypeRowProps {
  row: TraitRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A trait type with its number of values; opened, the sortable table of its values. */
export function TraitTypeRow({ row, open, onOpenChange }: TraitTypeRowProps) {
  const [sort, setSort] = useState<SortState<TraitTableColumn>>(DEFAULT_TRAIT_TABLE_SORT);
  // The floors are read once a table is open (one read shared by every row).
  const floors = useGetFloorsQuery(open ? undefined : skipToken, subscriptionCacheOptions(cachePolicy.activity));
  const byValue = useMemo(() => (floors.data ? floorsByValue(floors.data.traits) : undefined), [floors.data]);
  return (
    <Collapsible
      open={open}
      onOpenChange={onOpenChange}
      data-testid="trait-type-row"
      className="rounded-lg border border-border bg-card data-[state=open]:border-primary/40"
    >
      <CollapsibleTrigger className="min-h-14 rounded-lg px-4 py-3">
        <span className="flex min-w-0 items-center gap-3">
          <span className="text-base font-semibold">{row.name}</span>
          <span
            data-testid="trait-value-total"
            className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
          >
            {valuesText(row)}
          </span>
        </span>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <div className="border-t border-border px-1 pb-2 sm:px-3">
          <TraitValuesTable
            traitType={row.name}
            values={row.values}
            sort={sort}
            onSort={(column) => setSort((current) => nextTraitTableSort(current, column))}
            floors={byValue}
            floorsLoading={floors.isLoading}
          />
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
