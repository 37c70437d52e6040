import type { SortState, TraitTableColumn } from '@nacho/domain';
import type { TraitValueStat } from '../api/explorer-types';

const byValue = (a: TraitValueStat, b: TraitValueStat) =>
  a.value.localeCompare(b.value, 'en', { numeric: true, sensitivity: 'base' });

/** A sorted copy of a trait type's values for its table; ties keep value order. */
export function sortTraitValues(
  values: readonly TraitValueStat[],
  sort: SortState<TraitTableColumn>,
): TraitValueStat[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...values].sort((a, b) => {
    const d = sort.column === 'value' ? byValue(a, b) : a[sort.column] - b[sort.column];
    return d !== 0 ? sign * d : byValue(a, b);
  });
}
