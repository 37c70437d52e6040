import { badRequest } from '@nacho/core';
import type { TraitPair } from '../schemas/inputs';
import type { TraitIndex, TraitSelection } from '../snapshot/trait-index';

/** Resolves parsed Type=Value pairs against the collection's trait types; an unknown type is a 400. */
export function resolveTraitSelection(index: TraitIndex, pairs: readonly TraitPair[]): TraitSelection {
  const selection: TraitSelection = new Map();
  for (const { type, value } of pairs) {
    const canonical = index.resolveType(type);
    if (!canonical) {
      throw badRequest(
        `traits: unknown trait type "${type}"; known types: ${index.types.join(', ')}`,
        'unknown_trait_type',
      );
    }
    const values = selection.get(canonical) ?? [];
    const resolved = index.resolveValue(canonical, value);
    if (!values.includes(resolved)) values.push(resolved);
    selection.set(canonical, values);
  }
  return selection;
}

/** A stable text form of a selection, for cache keys and for echoing the applied filters. */
export function selectionToRecord(selection: TraitSelection): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const type of [...selection.keys()].sort()) record[type] = [...selection.get(type)!].sort();
  return record;
}
