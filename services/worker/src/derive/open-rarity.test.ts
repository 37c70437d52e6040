import { rankOpenRarity, SCORE_EPSILON } from './open-rarity';
import { countedTraits } from './traits';

/** A token whose attributes are `traits` ({type: value}), listed in that order. */
const token = (tokenId: number, traits: Record<string, unknown>) => ({
  tokenId,
  traits: countedTraits(Object.entries(traits).map(([trait_type, value]) => ({ trait_type, value }))),
});

/*
 * Six tokens, trait types Color and Hat, token 5 also has an Edition (not a trait).
 *   1: red, cap     2: red, cap     3: blue, -      4: blue, -      5: green, crown (+ Edition 1 of 1)
 *   6: red, beanie
 * N = 6. Color: red 3, blue 2, green 1. Hat: cap 2, Null 2, crown 1, beanie 1.
 * Trait count: "2" x4 (1, 2, 5, 6), "1" x2 (3, 4).
 * Entropy: Color 1/2*1 + 1/3*log2(3) + 1/6*log2(6)               = 1.4591479170
 *          Hat   2 * 1/3*log2(3) + 2 * 1/6*log2(6)                = 1.9182958341
 *          count 2/3*log2(3/2) + 1/3*log2(3)                      = 0.9182958341
 *          total                                                  = 4.2957395851
 * Information content (sum of -log2 p):
 *   1, 2: red 1 + cap log2(3) + count2 log2(3/2)     = 3.1699250014 -> / 4.2957395851 = 0.7379229906
 *   3, 4: blue log2(3) + Null log2(3) + count1 log2(3) = 4.7548875022 -> 1.1068844859
 *   5:    green log2(6) + crown log2(6) + log2(3/2)  = 5.7548875022 -> 1.3396732712
 *   6:    red 1 + beanie log2(6) + log2(3/2)         = 4.1699250014 -> 0.9707117759
 * Unique traits: 5 has two (green, crown), 6 has one (beanie); a missing trait is not a trait.
 * Ranks: 5 (2 unique) 1; 6 (1 unique) 2 though 3 and 4 score higher; 3, 4 tie at 3; 1, 2 tie at 5.
 */
const smallCollection = [
  token(1, { Color: 'red', Hat: 'cap' }),
  token(2, { Hat: 'cap', Color: 'red' }),
  token(3, { Color: 'blue' }),
  token(4, { Color: 'blue' }),
  token(5, { Color: 'green', Hat: 'crown', Edition: '1 of 1' }),
  token(6, { Color: 'red', Hat: 'beanie' }),
];

describe('rankOpenRarity', () => {
  it('scores a hand-computed collection exactly', () => {
    const byId = new Map(rankOpenRarity(smallCollection).map((r) => [r.token_id, r]));
    const expected: Record<number, [score: number, rank: number, unique: number]> = {
      1: [0.7379229906, 5, 0],
      2: [0.7379229906, 5, 0],
      3: [1.1068844859, 3, 0],
      4: [1.1068844859, 3, 0],
      5: [1.3396732712, 1, 2],
      6: [0.9707117759, 2, 1],
    };
    for (const [id, [score, rank, unique]] of Object.entries(expected)) {
      const row = byId.get(Number(id))!;
      expect(row.score).toBeCloseTo(score, 9);
      expect(row.rank).toBe(rank);
      expect(row.unique_trait_count).toBe(unique);
    }
  });

  it('returns rows best rank first with competition ranks', () => {
    expect(rankOpenRarity(smallCollection).map((r) => [r.token_id, r.rank])).toEqual([
      [5, 1],
      [6, 2],
      [3, 3],
      [4, 3],
      [1, 5],
      [2, 5],
    ]);
  });

  it('ignores Edition entirely: adding it to a token changes nothing', () => {
    const withEdition = smallCollection.map((t) =>
      t.tokenId === 1 ? token(1, { Color: 'red', Hat: 'cap', edition: '1 of 2' }) : t,
    );
    expect(rankOpenRarity(withEdition)).toEqual(rankOpenRarity(smallCollection));
  });

  it('treats numeric and string values alike', () => {
    const a = rankOpenRarity([token(1, { Realm: 8 }), token(2, { Realm: '8' }), token(3, { Realm: 9 })]);
    const byId = new Map(a.map((r) => [r.token_id, r]));
    expect(byId.get(1)!.score).toBe(byId.get(2)!.score);
    expect(byId.get(3)!.rank).toBe(1);
  });

  it('ties scores that differ by less than the epsilon only', () => {
    expect(SCORE_EPSILON).toBe(1e-9);
    // Same multiset of counts in a different trait order: equal information content, equal rank.
    const rows = rankOpenRarity([
      token(1, { A: 'x', B: 'p' }),
      token(2, { A: 'x', B: 'q' }),
      token(3, { A: 'y', B: 'q' }),
      token(4, { A: 'y', B: 'p' }),
    ]);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 1, 1]);
  });

  it('gives every token score 0 and rank 1 when all are identical, and nothing for no tokens', () => {
    const same = rankOpenRarity([token(1, { A: 'x' }), token(2, { A: 'x' })]);
    expect(same).toEqual([
      { token_id: 1, score: 0, rank: 1, unique_trait_count: 0 },
      { token_id: 2, score: 0, rank: 1, unique_trait_count: 0 },
    ]);
    expect(rankOpenRarity([])).toEqual([]);
  });
});
