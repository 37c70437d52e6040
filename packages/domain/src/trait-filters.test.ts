import {
  activeFilterCount,
  countTraitValues,
  filtersFromAttributes,
  matchesTraitFilters,
  removeFilterType,
  toggleFilterValue,
  toggleSingleFilter,
} from './trait-filters';
import type { TraitFilters } from './trait-filters';

const nft = [
  { trait_type: 'Head', value: 'Cap' },
  { trait_type: 'Mood', value: 'Happy' },
  { trait_type: 'Realm', value: 3 },
];

describe('matchesTraitFilters', () => {
  it('empty filters match everything', () => {
    expect(matchesTraitFilters(nft, {})).toBe(true);
    expect(matchesTraitFilters([], {})).toBe(true);
    expect(matchesTraitFilters(nft, { Head: [] })).toBe(true);
  });

  it('any selected value within a type matches', () => {
    expect(matchesTraitFilters(nft, { Head: ['Crown', 'Cap'] })).toBe(true);
    expect(matchesTraitFilters(nft, { Head: ['Crown'] })).toBe(false);
  });

  it('every selected type must match', () => {
    expect(matchesTraitFilters(nft, { Head: ['Cap'], Mood: ['Happy'] })).toBe(true);
    expect(matchesTraitFilters(nft, { Head: ['Cap'], Mood: ['Sad'] })).toBe(false);
    expect(matchesTraitFilters(nft, { Head: ['Cap'], Tail: ['Long'] })).toBe(false);
  });

  it('compares numeric values as strings', () => {
    expect(matchesTraitFilters(nft, { Realm: ['3'] })).toBe(true);
    expect(matchesTraitFilters(nft, { Realm: ['03'] })).toBe(false);
  });

  it('does not match a value under another trait type', () => {
    expect(matchesTraitFilters(nft, { Face: ['Cap'] })).toBe(false);
  });
});

describe('toggleFilterValue (multi-select)', () => {
  it('adds and removes values without mutating', () => {
    const f0: TraitFilters = {};
    const f1 = toggleFilterValue(f0, 'Head', 'Cap');
    const f2 = toggleFilterValue(f1, 'Head', 'Crown');
    expect(f0).toEqual({});
    expect(f1).toEqual({ Head: ['Cap'] });
    expect(f2).toEqual({ Head: ['Cap', 'Crown'] });
    expect(toggleFilterValue(f2, 'Head', 'Cap')).toEqual({ Head: ['Crown'] });
    expect(toggleFilterValue(f2, 'Realm', 3)).toEqual({ Head: ['Cap', 'Crown'], Realm: ['3'] });
  });

  it('removing the last value removes the type', () => {
    const f = toggleFilterValue({ Head: ['Cap'], Mood: ['Sad'] }, 'Head', 'Cap');
    expect(f).toEqual({ Mood: ['Sad'] });
    expect('Head' in f).toBe(false);
  });
});

describe('toggleSingleFilter (dialog)', () => {
  it('keeps one value per type and clears on re-click', () => {
    const f1 = toggleSingleFilter({}, 'Head', 'Cap');
    expect(f1).toEqual({ Head: ['Cap'] });
    expect(toggleSingleFilter(f1, 'Head', 'Crown')).toEqual({ Head: ['Crown'] });
    expect(toggleSingleFilter(f1, 'Head', 'Cap')).toEqual({});
    expect(toggleSingleFilter(f1, 'Mood', 'Sad')).toEqual({ Head: ['Cap'], Mood: ['Sad'] });
  });
});

describe('other helpers', () => {
  it('removeFilterType and activeFilterCount', () => {
    const f = { Head: ['Cap', 'Crown'], Mood: ['Sad'] };
    expect(activeFilterCount(f)).toBe(3);
    expect(removeFilterType(f, 'Head')).toEqual({ Mood: ['Sad'] });
    expect(f.Head).toEqual(['Cap', 'Crown']);
  });

  it('filtersFromAttributes selects one NFT, without Edition', () => {
    const f = filtersFromAttributes([...nft, { trait_type: 'Edition', value: '1 of 1' }]);
    expect(f).toEqual({ Head: ['Cap'], Mood: ['Happy'], Realm: ['3'] });
    expect(matchesTraitFilters(nft, f)).toBe(true);
  });

  it('countTraitValues', () => {
    expect(countTraitValues([nft, [{ trait_type: 'Head', value: 'Cap' }], null])).toEqual({
      Head: { Cap: 2 },
      Mood: { Happy: 1 },
      Realm: { '3': 1 },
    });
  });
});
