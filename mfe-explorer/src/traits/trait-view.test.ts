import type { TraitTypeStats } from '../api/explorer-types';
import { TRAIT_STATS } from './testing/trait-stats-fixture';
import { traitRows, traitSuggestions } from './trait-view';

const manyValues = (name: string, count: number): TraitTypeStats => ({
  name,
  values: Array.from({ length: count }, (_, i) => ({
    value: `hat ${name} ${i}`,
    count: 100 - i,
    percentage: 1 - i / 100,
  })),
});

describe('traitSuggestions', () => {
  it('gives at most 5 per trait type and 10 in all', () => {
    const stats = ['Head', 'Face', 'Mood', 'Collar'].map((name) => manyValues(name, 8));
    const suggestions = traitSuggestions(stats, 'hat');
    expect(suggestions).toHaveLength(10);
    expect(suggestions.filter((s) => s.traitType === 'Head')).toHaveLength(5);
    expect(suggestions.filter((s) => s.traitType === 'Face')).toHaveLength(5);
    expect(suggestions.filter((s) => s.traitType === 'Mood')).toHaveLength(0);
  });

  it('stops at 5 for one trait type even when more match, and keeps fewer than 10 when fewer match', () => {
    const suggestions = traitSuggestions([manyValues('Head', 8), manyValues('Face', 2)], 'HAT');
    expect(suggestions.map((s) => s.traitType)).toEqual(['Head', 'Head', 'Head', 'Head', 'Head', 'Face', 'Face']);
  });

  it('matches values case-insensitively, starting matches first, within the selected trait type only', () => {
    expect(traitSuggestions(TRAIT_STATS.traitStats, '  Hat ').map((s) => s.value)).toEqual([
      'knitted bobble hat',
      'bucket hat',
      'bowler hat',
    ]);
    // "orange beret" comes first in the stats, "beanie" starts with the query
    expect(traitSuggestions(TRAIT_STATS.traitStats, 'BE').map((s) => s.value)).toEqual(['beanie', 'orange beret']);
    expect(traitSuggestions(TRAIT_STATS.traitStats, 'sleepy').map((s) => `${s.traitType}:${s.value}`)).toEqual([
      'Face:sleepy eyes',
      'Mood:sleepy',
    ]);
    expect(traitSuggestions(TRAIT_STATS.traitStats, 'sleepy', 'Mood').map((s) => s.value)).toEqual(['sleepy']);
    expect(traitSuggestions(TRAIT_STATS.traitStats, '   ')).toEqual([]);
  });
});

describe('traitRows', () => {
  it('keeps the trait types with a matching value, each with only those values and its total', () => {
    const rows = traitRows(TRAIT_STATS.traitStats, { type: 'All', query: 'sleepy', exact: false });
    expect(rows.map((r) => [r.name, r.values.map((v) => v.value), r.totalValues])).toEqual([
      ['Face', ['sleepy eyes'], 3],
      ['Mood', ['sleepy'], 3],
    ]);
  });

  it('an exact (chosen) value leaves out values that only contain it', () => {
    const rows = traitRows(TRAIT_STATS.traitStats, { type: 'Realm', query: '1', exact: true });
    expect(rows.map((r) => [r.name, r.values.map((v) => v.value)])).toEqual([['Realm', ['1']]]);
    expect(
      traitRows(TRAIT_STATS.traitStats, { type: 'Realm', query: '1', exact: false })[0].values.map((v) => v.value),
    ).toEqual(['10', '1']);
  });

  it('the type filter shows one trait type with all its values', () => {
    const rows = traitRows(TRAIT_STATS.traitStats, { type: 'Mood', query: '', exact: false });
    expect(rows).toEqual([{ name: 'Mood', values: TRAIT_STATS.traitStats[2].values, totalValues: 3 }]);
  });
});
