import { TRAIT_STATS } from './testing/trait-stats-fixture';
import { sortTraitValues } from './sort-trait-values';

const realm = TRAIT_STATS.traitStats[4].values;
const head = TRAIT_STATS.traitStats[0].values;

describe('sortTraitValues', () => {
  it('sorts values in natural order (numbers as numbers)', () => {
    expect(sortTraitValues(realm, { column: 'value', direction: 'asc' }).map((v) => v.value)).toEqual(['1', '9', '10']);
    expect(sortTraitValues(realm, { column: 'value', direction: 'desc' }).map((v) => v.value)).toEqual([
      '10',
      '9',
      '1',
    ]);
  });

  it('sorts by count or percentage; equal counts go by value', () => {
    expect(sortTraitValues(head, { column: 'count', direction: 'desc' }).map((v) => v.count)).toEqual([
      900, 860, 820, 800, 800, 100, 12, 1,
    ]);
    expect(
      sortTraitValues(head, { column: 'count', direction: 'asc' })
        .map((v) => v.value)
        .slice(0, 5),
    ).toEqual(['meteor crown', 'cloud puff', 'bowler hat', 'beanie', 'bucket hat']);
    expect(sortTraitValues(head, { column: 'percentage', direction: 'asc' })[0].value).toBe('meteor crown');
  });
});
