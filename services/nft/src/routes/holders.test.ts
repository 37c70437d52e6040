import { eachDatabase } from '@nacho/db/testing';
import { insertFixtureCollection, WALLET_A, WALLET_B, WALLET_C, WALLET_D } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

/** C and D tie on count and power: ties go to the lower address, in either direction. */
const [FIRST_TIED, SECOND_TIED] = [WALLET_C, WALLET_D].sort();

eachDatabase('nft holders', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('answers holder statistics with the top holders by count', async () => {
    const { status, body } = await api.get('/holders');
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    expect(body.result).toMatchObject({
      uniqueHolders: 4,
      avgHoldings: 3,
      topHolderCount: 5,
      totalStakingPower: 779500,
      highestWalletPower: 523500,
      avgWalletPower: 194875,
    });
    expect(body.result.topHolders).toEqual([
      { address: WALLET_A, count: 5, percentage: (5 / 12) * 100 },
      { address: WALLET_B, count: 3, percentage: 25 },
      { address: FIRST_TIED, count: 2, percentage: (2 / 12) * 100 },
      { address: SECOND_TIED, count: 2, percentage: (2 / 12) * 100 },
    ]);
  });

  it('pages holders by count, descending by default, with rank, power rank and tier', async () => {
    const { body } = await api.get('/holders/page');
    expect(body.result).toMatchObject({ page: 1, pageSize: 25, total: 4, totalPages: 1, hasPowerData: true });
    expect(body.result.items).toEqual([
      { rank: 1, address: WALLET_A, tokenCount: 5, stakingPower: 523500, powerRank: 1, holderTier: 2, valueKas: 0 },
      { rank: 2, address: WALLET_B, tokenCount: 3, stakingPower: 228000, powerRank: 2, holderTier: 3, valueKas: 0 },
      { rank: 3, address: FIRST_TIED, tokenCount: 2, stakingPower: 14000, powerRank: 3, holderTier: 5, valueKas: 0 },
      { rank: 4, address: SECOND_TIED, tokenCount: 2, stakingPower: 14000, powerRank: 3, holderTier: 5, valueKas: 0 },
    ]);
  });

  it('sorts by count and power in both directions, ties by address ascending', async () => {
    const order = async (query: string) =>
      (await api.get(`/holders/page?${query}`)).body.result.items.map((i: { address: string }) => i.address);
    expect(await order('sort=count&direction=asc')).toEqual([FIRST_TIED, SECOND_TIED, WALLET_B, WALLET_A]);
    expect(await order('sort=power&direction=desc')).toEqual([WALLET_A, WALLET_B, FIRST_TIED, SECOND_TIED]);
    expect(await order('sort=power&direction=asc')).toEqual([FIRST_TIED, SECOND_TIED, WALLET_B, WALLET_A]);
  });

  it('sorts by address', async () => {
    const all = [WALLET_A, WALLET_B, WALLET_C, WALLET_D].sort();
    const asc = (await api.get('/holders/page?sort=address&direction=asc')).body.result.items.map(
      (i: { address: string }) => i.address,
    );
    const desc = (await api.get('/holders/page?sort=address&direction=desc')).body.result.items.map(
      (i: { address: string }) => i.address,
    );
    expect(asc).toEqual(all);
    expect(desc).toEqual([...all].reverse());
  });

  it('pages with correct totals, ranks continuing across pages, and an empty page past the end', async () => {
    const second = (await api.get('/holders/page?pageSize=3&page=2')).body.result;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4, totalPages: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ rank: 4, address: SECOND_TIED });
    const past = await api.get('/holders/page?pageSize=3&page=3');
    expect(past.status).toBe(200);
    expect(past.body.result).toMatchObject({ items: [], page: 3, total: 4, totalPages: 2 });
  });

  it('searches addresses as a case-insensitive substring', async () => {
    const fragment = WALLET_B.slice(12, 24).toUpperCase();
    const { body } = await api.get(`/holders/page?search=${fragment}`);
    expect(body.result.items.map((i: { address: string }) => i.address)).toEqual([WALLET_B]);
    expect(body.result).toMatchObject({ total: 1, totalPages: 1 });
    const none = (await api.get('/holders/page?search=zzzzzzzz')).body.result;
    expect(none).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('caches the stats body with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await api.get('/holders');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"v1-/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=600');
    // Explicit cache-control: fetch would otherwise add "no-cache", which forbids a 304.
    const again = await api.get('/holders', { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
