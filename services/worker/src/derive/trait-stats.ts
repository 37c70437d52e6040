import type { TokenTraits } from './traits';

export interface TraitStatRow {
  trait_type: string;
  value: string;
  count: number;
  /** count / tokens with metadata * 100, not rounded. */
  percentage: number;
}

/** One row per (trait type, value) over the given tokens, sorted by type then value. */
export function deriveTraitStats(tokens: readonly TokenTraits[]): TraitStatRow[] {
  const counts = new Map<string, Map<string, number>>();
  for (const token of tokens) {
    for (const [type, value] of token.traits) {
      let values = counts.get(type);
      if (!values) counts.set(type, (values = new Map()));
      values.set(value, (values.get(value) ?? 0) + 1);
    }
  }
  const total = tokens.length;
  const rows: TraitStatRow[] = [];
  for (const type of [...counts.keys()].sort()) {
    const values = counts.get(type)!;
    for (const value of [...values.keys()].sort()) {
      const count = values.get(value)!;
      rows.push({ trait_type: type, value, count, percentage: (count / total) * 100 });
    }
  }
  return rows;
}
