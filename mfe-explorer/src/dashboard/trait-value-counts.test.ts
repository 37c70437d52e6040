import { TRAIT_TYPES, TRAIT_VALUE_COUNTS } from '@nacho/domain';
import { traitValueCounts } from './trait-value-counts';

const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 1, percentage: 0.01 }));

describe('traitValueCounts', () => {
  it('counts the distinct values of each trait type from the live stats, in the fixed order', () => {
    const stats = TRAIT_TYPES.map((name) => ({ name, values: values(TRAIT_VALUE_COUNTS[name]) })).reverse();
    expect(traitValueCounts(stats).map(({ traitType, values: n, live }) => `${traitType} ${n} ${live}`)).toEqual([
      'Head 37 true',
      'Face 34 true',
      'Mood 6 true',
      'Collar 10 true',
      'Outfit 29 true',
      'Tail 10 true',
      'Base 39 true',
      'Type 3 true',
      'Role 5 true',
      'Realm 9 true',
    ]);
  });

  it('shows what the live stats say when the collection differs', () => {
    expect(traitValueCounts([{ name: 'mood', values: values(7) }])[2]).toEqual({
      traitType: 'Mood',
      values: 7,
      live: true,
    });
  });

  it('falls back to the known figures for trait types the stats lack', () => {
    const counts = traitValueCounts([]);
    expect(counts.every((c) => !c.live)).toBe(true);
    expect(counts.map((c) => c.values)).toEqual(TRAIT_TYPES.map((t) => TRAIT_VALUE_COUNTS[t]));
  });
});
