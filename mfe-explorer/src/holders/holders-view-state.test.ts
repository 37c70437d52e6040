import {
  DEFAULT_HOLDERS_VIEW,
  readHoldersView,
  searchHolders,
  sortHoldersBy,
  toggleHoldersDirection,
  writeHoldersView,
} from './holders-view-state';

describe('holders view in the URL', () => {
  it('reads the defaults from an empty query: token count, descending, page 1, no search', () => {
    expect(readHoldersView(new URLSearchParams())).toEqual({ page: 1, sort: 'count', direction: 'desc', search: '' });
  });

  it('round-trips a view and leaves defaults out of the URL', () => {
    const view = { page: 3, sort: 'address' as const, direction: 'asc' as const, search: 'qq4' };
    const params = writeHoldersView(view);
    expect(params.toString()).toBe('q=qq4&sort=address&dir=asc&page=3');
    expect(readHoldersView(params)).toEqual(view);
    expect(writeHoldersView(DEFAULT_HOLDERS_VIEW).toString()).toBe('');
  });

  it('keeps other query parameters', () => {
    expect(writeHoldersView({ ...DEFAULT_HOLDERS_VIEW, page: 2 }, new URLSearchParams('ref=x')).toString()).toBe(
      'ref=x&page=2',
    );
  });

  it('ignores values it does not know', () => {
    expect(readHoldersView(new URLSearchParams('page=-4&sort=rarity&dir=up&q=%20%20'))).toEqual(DEFAULT_HOLDERS_VIEW);
    expect(readHoldersView(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('holders sort and search rules (SPEC 4 "Holders list")', () => {
  const onPage3 = { ...DEFAULT_HOLDERS_VIEW, page: 3 };

  it('re-selecting the active column toggles the direction', () => {
    expect(sortHoldersBy(onPage3, 'count')).toMatchObject({ sort: 'count', direction: 'asc' });
    expect(sortHoldersBy({ ...onPage3, direction: 'asc' }, 'count')).toMatchObject({
      sort: 'count',
      direction: 'desc',
    });
  });

  it('a new column starts descending, whatever the direction was', () => {
    expect(sortHoldersBy({ ...onPage3, direction: 'asc' }, 'address')).toMatchObject({
      sort: 'address',
      direction: 'desc',
    });
    expect(sortHoldersBy(onPage3, 'power')).toMatchObject({ sort: 'power', direction: 'desc' });
  });

  it('a sort change, including the direction toggle, goes back to page 1', () => {
    expect(sortHoldersBy(onPage3, 'address').page).toBe(1);
    expect(sortHoldersBy(onPage3, 'count').page).toBe(1);
    expect(toggleHoldersDirection(onPage3)).toMatchObject({ direction: 'asc', page: 1 });
  });

  it('a new search goes back to page 1; the same search changes nothing', () => {
    expect(searchHolders(onPage3, ' qq ')).toEqual({ ...onPage3, search: 'qq', page: 1 });
    const searched = { ...onPage3, search: 'qq' };
    expect(searchHolders(searched, 'qq  ')).toBe(searched);
  });
});
