import { EDITION_TRAIT } from '@nacho/domain';
import type { TraitSelection } from '../snapshot/trait-index';
import { compareTraitValues, orderTraitTypes } from '../snapshot/trait-index';
import type { TokenEntry } from '../snapshot/types';

export interface TraitFacet {
  traitType: string;
  values: { value: string; count: number }[];
}

/** The selected types a token fails (its value of that type is not among the selected ones). */
function failedTypes(token: TokenEntry, selection: TraitSelection): string[] {
  const failed: string[] = [];
  for (const [type, values] of selection) {
    const ok = token.metadata?.attributes.some((a) => a.trait_type === type && values.includes(String(a.value)));
    if (!ok) failed.push(type);
  }
  return failed;
}

/**
 * Faceted filter options: the values (and counts) offered for a trait type are counted over the
 * NFTs that pass the filters of every OTHER type, never the type's own. So ticking one Head
 * value leaves the other Head values on offer (any value within a type matches), while the
 * other types narrow to what can still be combined with it. Selected values are always listed,
 * with count 0 when nothing passing the other filters has them.
 *
 * One pass: a token failing no selected type counts for every type, a token failing exactly one
 * type counts for that type only, a token failing two or more counts nowhere.
 */
export function walletFacets(tokens: readonly TokenEntry[], selection: TraitSelection): TraitFacet[] {
  const counts = new Map<string, Map<string, number>>();
  const add = (type: string, value: string) => {
    const byValue = counts.get(type) ?? new Map<string, number>();
    counts.set(type, byValue);
    byValue.set(value, (byValue.get(value) ?? 0) + 1);
  };
  for (const token of tokens) {
    const failed = failedTypes(token, selection);
    if (failed.length > 1) continue;
    for (const attribute of token.metadata?.attributes ?? []) {
      if (attribute.trait_type === EDITION_TRAIT) continue;
      if (failed.length === 1 && attribute.trait_type !== failed[0]) continue;
      add(attribute.trait_type, String(attribute.value));
    }
  }
  for (const [type, values] of selection) {
    const byValue = counts.get(type) ?? new Map<string, number>();
    counts.set(type, byValue);
    for (const value of values) if (!byValue.has(value)) byValue.set(value, 0);
  }
  return orderTraitTypes(counts.keys()).map((traitType) => ({
    traitType,
    values: [...counts.get(traitType)!].map(([value, count]) => ({ value, count })).sort(compareTraitValues),
  }));
}
