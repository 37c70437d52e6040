import { TRAIT_TYPES, TRAIT_VALUE_COUNTS, type TraitType } from '@nacho/domain';
import type { TraitTypeStats } from '../api/explorer-types';

export interface TraitValueCount {
  traitType: TraitType;
  values: number;
  /** false when the live stats lack this trait type and the collection's fixed figure is shown. */
  live: boolean;
}

/**
 * Distinct values per trait type, in the card's fixed order (Head, Face, ... Realm): counted from
 * the live trait statistics, or the collection's known figure where those lack the type.
 */
export function traitValueCounts(stats: readonly TraitTypeStats[] | undefined): TraitValueCount[] {
  const live = new Map((stats ?? []).map((entry) => [entry.name.toLowerCase(), entry.values.length]));
  return TRAIT_TYPES.map((traitType) => {
    const count = live.get(traitType.toLowerCase());
    return count
      ? { traitType, values: count, live: true }
      : { traitType, values: TRAIT_VALUE_COUNTS[traitType], live: false };
  });
}
