import {
  DEFAULT_WALLET_VIEW,
  readWalletView,
  walletPageArgs,
  withFilters,
  withSort,
  writeWalletView,
} from './wallet-view-state';

describe('wallet view in the URL', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(readWalletView(new URLSearchParams())).toEqual(DEFAULT_WALLET_VIEW);
    expect(writeWalletView(DEFAULT_WALLET_VIEW).toString()).toBe('');
  });

  it('round-trips tab, layout, sort, page, multi-value filters and listed only, keeping other parameters', () => {
    const view = {
      tab: 'traits',
      layout: 'list',
      sort: 'price-asc',
      page: 3,
      filters: { Head: ['crown', 'cap'], Mood: ['happy'] },
      listedOnly: true,
    } as const;
    const params = writeWalletView(
      { ...view, filters: { ...view.filters, Head: [...view.filters.Head], Mood: [...view.filters.Mood] } },
      new URLSearchParams('ref=x'),
    );
    expect(params.getAll('trait')).toEqual(['Head:crown', 'Head:cap', 'Mood:happy']);
    expect(params.get('ref')).toBe('x');
    expect(params.get('listed')).toBe('1');
    expect(params.get('sort')).toBe('price-asc');
    expect(readWalletView(params)).toEqual(view);
  });

  it('ignores unknown values and malformed traits', () => {
    const view = readWalletView(
      new URLSearchParams('tab=x&view=table&sort=bogus&page=-2&trait=nocolon&trait=:v&trait=Head:&trait=Realm:1:2'),
    );
    expect(view).toEqual({ ...DEFAULT_WALLET_VIEW, filters: { Realm: ['1:2'] } });
  });

  it('sends the page back to 1 when filters or the sort change', () => {
    const onPage4 = { ...DEFAULT_WALLET_VIEW, page: 4 };
    expect(withFilters(onPage4, { Head: ['crown'] })).toMatchObject({ page: 1, filters: { Head: ['crown'] } });
    expect(withSort(onPage4, 'id-desc')).toMatchObject({ page: 1, sort: 'id-desc' });
    expect(withSort(onPage4, onPage4.sort)).toBe(onPage4);
  });

  it('asks the service for 10 NFTs a page with the sort and the filters (none when empty)', () => {
    expect(walletPageArgs('kaspa:q', { sort: 'rarity-desc', page: 2, filters: {} })).toEqual({
      address: 'kaspa:q',
      page: 2,
      pageSize: 10,
      sort: 'rarity',
      direction: 'desc',
    });
    expect(walletPageArgs('kaspa:q', { sort: 'power-desc', page: 1, filters: { Mood: ['happy'] } })).toMatchObject({
      sort: 'power',
      direction: 'desc',
      traits: { Mood: ['happy'] },
    });
  });
});
