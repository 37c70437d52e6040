import {
  compareNfts,
  DEFAULT_DIALOG_SORT,
  DEFAULT_TRAIT_TABLE_SORT,
  nextHolderSort,
  nextTraitTableSort,
  sortNfts,
} from './sorting';

describe('nextHolderSort', () => {
  it('toggles the same column', () => {
    expect(nextHolderSort({ column: 'tokenCount', direction: 'desc' }, 'tokenCount')).toEqual({
      column: 'tokenCount',
      direction: 'asc',
    });
    expect(nextHolderSort({ column: 'tokenCount', direction: 'asc' }, 'tokenCount')).toEqual({
      column: 'tokenCount',
      direction: 'desc',
    });
  });

  it('starts a new column descending', () => {
    expect(nextHolderSort({ column: 'tokenCount', direction: 'asc' }, 'address')).toEqual({
      column: 'address',
      direction: 'desc',
    });
    expect(nextHolderSort({ column: 'address', direction: 'desc' }, 'stakingPower')).toEqual({
      column: 'stakingPower',
      direction: 'desc',
    });
  });
});

describe('nextTraitTableSort', () => {
  it('defaults to percentage descending', () => {
    expect(DEFAULT_TRAIT_TABLE_SORT).toEqual({ column: 'percentage', direction: 'desc' });
  });

  it('toggles the active column', () => {
    expect(nextTraitTableSort(DEFAULT_TRAIT_TABLE_SORT, 'percentage')).toEqual({
      column: 'percentage',
      direction: 'asc',
    });
    expect(nextTraitTableSort({ column: 'value', direction: 'asc' }, 'value')).toEqual({
      column: 'value',
      direction: 'desc',
    });
  });

  it('starts value ascending, count and percentage descending', () => {
    expect(nextTraitTableSort(DEFAULT_TRAIT_TABLE_SORT, 'value')).toEqual({ column: 'value', direction: 'asc' });
    expect(nextTraitTableSort({ column: 'value', direction: 'desc' }, 'count')).toEqual({
      column: 'count',
      direction: 'desc',
    });
    expect(nextTraitTableSort({ column: 'count', direction: 'asc' }, 'percentage')).toEqual({
      column: 'percentage',
      direction: 'desc',
    });
  });
});

describe('sortNfts', () => {
  const items = [
    { tokenId: 3, power: 100, rank: 50 },
    { tokenId: 1, power: null, rank: null },
    { tokenId: 2, power: 9000, rank: 9999 },
    { tokenId: 4, power: 5000, rank: 10 },
  ];
  const ids = (xs: { tokenId: number }[]): number[] => xs.map((x) => x.tokenId);

  it('dialog default is power descending, missing power as 5000, ties by id', () => {
    expect(DEFAULT_DIALOG_SORT).toEqual({ column: 'power', direction: 'desc' });
    expect(ids(sortNfts(items, DEFAULT_DIALOG_SORT))).toEqual([2, 1, 4, 3]);
  });

  it('rank ascending is rarest first, missing rank last (as 10000)', () => {
    expect(ids(sortNfts(items, { column: 'rank', direction: 'asc' }))).toEqual([4, 3, 2, 1]);
    expect(ids(sortNfts(items, { column: 'rank', direction: 'desc' }))).toEqual([1, 2, 3, 4]);
  });

  it('token id both ways and does not mutate the input', () => {
    expect(ids(sortNfts(items, { column: 'tokenId', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
    expect(ids(sortNfts(items, { column: 'tokenId', direction: 'desc' }))).toEqual([4, 3, 2, 1]);
    expect(ids(items)).toEqual([3, 1, 2, 4]);
  });

  it('compareNfts breaks ties by ascending id even when descending', () => {
    expect(
      compareNfts({ tokenId: 1, power: 5 }, { tokenId: 2, power: 5 }, { column: 'power', direction: 'desc' }),
    ).toBeLessThan(0);
  });
});
