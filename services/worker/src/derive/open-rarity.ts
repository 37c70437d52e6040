import { competitionRanks } from './competition-rank';
import type { TokenTraits } from './traits';

export interface RarityRow {
  token_id: number;
  /** Information content over collection entropy; higher = rarer. */
  score: number;
  /** 1 = rarest; equal (unique trait count, score) share a rank (1, 2, 2, 4). */
  rank: number;
  /** Traits of this token whose value no other token has. */
  unique_trait_count: number;
}

/** Scores closer than this are equal (float sums in a different order differ in the last bits). */
export const SCORE_EPSILON = 1e-9;
const NULL_VALUE = 'Null';

interface TraitColumn {
  /** value -> number of tokens with it; tokens without the trait count under NULL_VALUE. */
  counts: Map<string, number>;
}

function informationContent(count: number, total: number): number {
  return -Math.log2(count / total);
}

function entropy(counts: Iterable<number>, total: number): number {
  let h = 0;
  for (const count of counts) {
    const p = count / total;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * OpenRarity (method in the README): per token, the sum over trait types (a missing trait is the
 * value "Null") plus the "trait count" meta trait of -log2(p(value)), divided by the collection
 * entropy. Ranked by unique trait count, then score. Linear in tokens x trait types.
 */
export function rankOpenRarity(tokens: readonly TokenTraits[]): RarityRow[] {
  const total = tokens.length;
  if (total === 0) return [];

  const columns = new Map<string, TraitColumn>();
  const traitCountCounts = new Map<number, number>();
  for (const token of tokens) {
    for (const [type, value] of token.traits) {
      let column = columns.get(type);
      if (!column) columns.set(type, (column = { counts: new Map() }));
      column.counts.set(value, (column.counts.get(value) ?? 0) + 1);
    }
    traitCountCounts.set(token.traits.size, (traitCountCounts.get(token.traits.size) ?? 0) + 1);
  }
  // A fixed order of trait types makes every sum below come out bit-identical run after run.
  const types = [...columns.keys()].sort();
  for (const type of types) {
    const counts = columns.get(type)!.counts;
    let present = 0;
    for (const count of counts.values()) present += count;
    if (present < total) counts.set(NULL_VALUE, (counts.get(NULL_VALUE) ?? 0) + (total - present));
  }

  let collectionEntropy = entropy(traitCountCounts.values(), total);
  for (const type of types) collectionEntropy += entropy(columns.get(type)!.counts.values(), total);

  const scored = tokens.map((token) => {
    let information = informationContent(traitCountCounts.get(token.traits.size)!, total);
    let unique = 0;
    for (const type of types) {
      const value = token.traits.get(type);
      const count = columns.get(type)!.counts.get(value ?? NULL_VALUE)!;
      information += informationContent(count, total);
      if (value !== undefined && count === 1) unique += 1;
    }
    const score = collectionEntropy > 0 ? information / collectionEntropy : 0;
    return { tokenId: token.tokenId, score, unique };
  });

  scored.sort((a, b) => b.unique - a.unique || b.score - a.score || a.tokenId - b.tokenId);
  const ranks = competitionRanks(
    scored,
    (leader, item) => leader.unique === item.unique && Math.abs(leader.score - item.score) <= SCORE_EPSILON,
  );
  return scored.map((s, i) => ({ token_id: s.tokenId, score: s.score, rank: ranks[i], unique_trait_count: s.unique }));
}
