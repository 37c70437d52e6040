import { TRAIT_SUGGESTIONS, TRAIT_TYPES } from '@nacho/domain';
import type { TraitTypeStats, TraitValueStat } from '../api/explorer-types';

export const ALL_TRAITS = 'All';
/** The filter dropdown: All, then the trait types in their display order. */
export const TRAIT_FILTER_OPTIONS = [ALL_TRAITS, ...TRAIT_TYPES] as const;
export type TraitFilter = string;

/** What the screen shows: one trait type or all, and a search over the values. */
export interface TraitView {
  type: TraitFilter;
  query: string;
  /** A chosen suggestion: only values equal to the query, not containing it. */
  exact: boolean;
}

export const INITIAL_TRAIT_VIEW: TraitView = { type: ALL_TRAITS, query: '', exact: false };

export interface TraitRow {
  name: string;
  /** The values shown (all of them, or those matching the search). */
  values: TraitValueStat[];
  /** How many values the trait type has in all. */
  totalValues: number;
}

const normalise = (text: string) => text.trim().toLowerCase();

function valueMatches(value: string, query: string, exact: boolean): boolean {
  const v = value.toLowerCase();
  return exact ? v === query : v.includes(query);
}

/** The trait types to list for a view, each with its matching values; types without a match are left out. */
export function traitRows(stats: readonly TraitTypeStats[], view: TraitView): TraitRow[] {
  const query = normalise(view.query);
  return stats
    .filter((type) => view.type === ALL_TRAITS || type.name === view.type)
    .map((type) => ({
      name: type.name,
      values: query ? type.values.filter((v) => valueMatches(v.value, query, view.exact)) : [...type.values],
      totalValues: type.values.length,
    }))
    .filter((row) => row.values.length > 0);
}

export interface TraitSuggestion {
  traitType: string;
  value: string;
  count: number;
  percentage: number;
}

/**
 * Values containing the query, per trait type in display order: those starting with it first,
 * at most 5 per trait type and 10 in all (SPEC 9).
 */
export function traitSuggestions(
  stats: readonly TraitTypeStats[],
  query: string,
  type: TraitFilter = ALL_TRAITS,
): TraitSuggestion[] {
  const q = normalise(query);
  if (!q) return [];
  const suggestions: TraitSuggestion[] = [];
  for (const trait of stats) {
    if (type !== ALL_TRAITS && trait.name !== type) continue;
    const matches = trait.values.filter((v) => v.value.toLowerCase().includes(q));
    const ranked = [
      ...matches.filter((v) => v.value.toLowerCase().startsWith(q)),
      ...matches.filter((v) => !v.value.toLowerCase().startsWith(q)),
    ];
    for (const v of ranked.slice(0, TRAIT_SUGGESTIONS.perTrait)) {
      suggestions.push({ traitType: trait.name, value: v.value, count: v.count, percentage: v.percentage });
      if (suggestions.length === TRAIT_SUGGESTIONS.total) return suggestions;
    }
  }
  return suggestions;
}
