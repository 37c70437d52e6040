/** Trait filters for the search dialog and the wallet page (SPEC section 4 "Trait filters"). */
import { EDITION_TRAIT } from './edition';
import type { NftAttribute } from './types';

/** Selected values per trait type. */
export type TraitFilters = Record<string, string[]>;

/**
 * Every selected trait type must match, with any selected value within a type. Values are
 * compared as strings. Empty filters (or types with no values) match everything.
 */
export function matchesTraitFilters(
  attributes: readonly NftAttribute[] | null | undefined,
  filters: TraitFilters,
): boolean {
  const attrs = attributes ?? [];
  return Object.entries(filters).every(([type, values]) => {
    if (values.length === 0) return true;
    return attrs.some((a) => a.trait_type === type && values.includes(String(a.value)));
  });
}

/** Multi-select toggle (wallet page): removing the last value of a type removes the type. */
export function toggleFilterValue(filters: TraitFilters, type: string, value: string | number): TraitFilters {
  const v = String(value);
  const current = filters[type] ?? [];
  const next = current.includes(v) ? current.filter((x) => x !== v) : [...current, v];
  const out = { ...filters };
  if (next.length === 0) delete out[type];
  else out[type] = next;
  return out;
}

/** Single-select toggle (dialog): one value per type; clicking the selected value clears the type. */
export function toggleSingleFilter(filters: TraitFilters, type: string, value: string | number): TraitFilters {
  const v = String(value);
  const out = { ...filters };
  const current = filters[type] ?? [];
  if (current.length === 1 && current[0] === v) delete out[type];
  else out[type] = [v];
  return out;
}

/** Remove one type's filter entirely (chip remove). */
export function removeFilterType(filters: TraitFilters, type: string): TraitFilters {
  const out = { ...filters };
  delete out[type];
  return out;
}

/** Number of selected values across all types. */
export function activeFilterCount(filters: TraitFilters): number {
  return Object.values(filters).reduce((n, vs) => n + vs.length, 0);
}

/** Filters selecting exactly one NFT's traits (dialog NFT-id search), Edition skipped. */
export function filtersFromAttributes(attributes: readonly NftAttribute[] | null | undefined): TraitFilters {
  const out: TraitFilters = {};
  for (const a of attributes ?? []) {
    if (a.trait_type === EDITION_TRAIT) continue;
    out[a.trait_type] = [String(a.value)];
  }
  return out;
}

/** Count of each trait value over a set of NFTs: { type: { value: count } }. */
export function countTraitValues(
  attributeLists: readonly (readonly NftAttribute[] | null | undefined)[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const attrs of attributeLists) {
    for (const a of attrs ?? []) {
      const byValue = (out[a.trait_type] ??= {});
      const v = String(a.value);
      byValue[v] = (byValue[v] ?? 0) + 1;
    }
  }
  return out;
}
