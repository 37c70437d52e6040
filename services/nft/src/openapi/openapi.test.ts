import { documentOperations, routerOperations } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { ContestReader } from '../previews/contest-reader';
import { insertFixtureCollection, WALLET_A, WALLET_EMPTY } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

/** At least one request per documented reply of every endpoint. */
const REQUESTS = [
  '/holders',
  '/holders/page?sort=power&search=KASPA',
  '/holders/page?sort=bogus',
  '/staking-powers',
  '/traits',
  '/trait-stats',
  '/special',
  '/search/traits?traits=Head=Crown,Mood=Happy',
  '/search/traits?traits=Head',
  '/rarity-rank/all',
  '/rarity-rank/4',
  '/rarity-rank/3',
  '/rarity-rank/x',
  '/rarity-rank/15',
  '/tokens',
  '/tokens?limit=2',
  '/tokens?limit=0',
  '/tokens/1',
  '/tokens/x',
  '/tokens/15',
  `/owners/${WALLET_A}`,
  `/owners/${WALLET_EMPTY}`,
  '/owners/nope',
  '/metadata/1',
  '/metadata/x',
  '/metadata/12',
  '/nfts/3/detail',
  '/nfts/12/detail',
  '/nfts/x/detail',
  '/nfts/15/detail',
  `/wallets/${WALLET_A}?traits=Head=Crown&sort=rarity`,
  `/wallets/${WALLET_A}?page=9`,
  '/wallets/nope',
  `/wallets/${WALLET_EMPTY}`,
  '/image/3.svg',
  '/image/x.svg',
  '/image/15.svg',
  '/sync-status',
  '/collection',
  '/openapi.json',
  '/holders/distribution',
  '/activity?kind=sale&kind=mint&limit=5',
  '/activity?kind=nope',
  '/floors',
  '/nfts/2/history',
  '/nfts/x/history',
  '/nfts/15/history',
  `/wallets/${WALLET_A}/value`,
  '/wallets/nope/value',
  `/wallets/${WALLET_EMPTY}/value`,
  '/preview/nft/x.png',
  '/preview/wallet/nope.v1.png',
  '/preview/month/2026-4.AAAAAAAAAAAA.png',
  '/preview/site.png',
];

/** Link-preview cards of an old version: each answers 302 to its current URL, which answers the PNG. */
const OLD_CARDS = [
  '/preview/nft/3.v9.png',
  `/preview/wallet/${WALLET_A}.v9.png`,
  '/preview/month/2026-3.AAAAAAAAAAAA.png',
  '/preview/site.v9.png',
];

/** March 2026 has a winner (NFT #3); no other month has a preview. */
const CONTEST: ContestReader = {
  month: async (year, month) =>
    year === 2026 && month === 3
      ? { year, month, tokenId: 3, likeCount: 5, crowned: true, totalLikes: 9, leaders: [3] }
      : undefined,
  latestWinner: async () => ({ year: 2026, month: 3 }),
  hallOfFameVisible: async () => true,
};

eachDatabase('nft OpenAPI document', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db(), { contest: CONTEST });
  });
  afterAll(() => api.close());

  it('is an OpenAPI 3.1 document with every endpoint, its parameters and its replies', async () => {
    const { body: doc } = await api.get('/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/nft/collection',
        '/api/nft/holders',
        '/api/nft/holders/page',
        '/api/nft/image/{tokenId}.svg',
        '/api/nft/metadata/{tokenId}',
        '/api/nft/nfts/{tokenId}/detail',
        '/api/nft/openapi.json',
        '/api/nft/owners/{address}',
        '/api/nft/rarity-rank/all',
        '/api/nft/rarity-rank/{tokenId}',
        '/api/nft/search/traits',
        '/api/nft/special',
        '/api/nft/staking-powers',
        '/api/nft/sync-status',
        '/api/nft/tokens',
        '/api/nft/tokens/{tokenId}',
        '/api/nft/trait-stats',
        '/api/nft/traits',
        '/api/nft/wallets/{address}',
        '/api/nft/wallets/{address}/value',
        '/api/nft/activity',
        '/api/nft/floors',
        '/api/nft/holders/distribution',
        '/api/nft/nfts/{tokenId}/history',
        '/api/nft/preview/nft/{file}',
        '/api/nft/preview/wallet/{file}',
        '/api/nft/preview/month/{file}',
        '/api/nft/preview/{file}',
      ].sort(),
    );
    const params = (path: string) =>
      doc.paths[path].get.parameters.map(
        (p: { in: string; name: string; required?: boolean }) => `${p.in}:${p.name}${p.required ? '!' : ''}`,
      );
    expect(params('/api/nft/wallets/{address}')).toEqual([
      'path:address!',
      'query:page',
      'query:pageSize',
      'query:sort',
      'query:direction',
      'query:traits',
      'query:listed',
    ]);
    expect(params('/api/nft/search/traits')).toEqual(['query:traits!', 'query:listed', 'query:sort']);
    expect(params('/api/nft/activity')).toEqual([
      'query:kind',
      'query:traits',
      'query:minPrice',
      'query:maxPrice',
      'query:wallet',
      'query:cursor',
      'query:limit',
    ]);
    expect(params('/api/nft/tokens/{tokenId}')).toEqual(['path:tokenId!']);
    for (const [path, item] of Object.entries<{ get: { responses: Record<string, unknown> } }>(doc.paths)) {
      expect({ path, has200: '200' in item.get.responses }).toEqual({ path, has200: true });
    }
  });

  it('documents exactly the routes the nft router answers (the link-preview cards included)', async () => {
    const { body: doc } = await api.get('/openapi.json');
    expect(routerOperations([api.service.router])).toEqual(documentOperations(doc));
  });

  it("describes every actual reply: each endpoint's success and documented errors", async () => {
    for (const path of REQUESTS) await api.get(path);
    for (const path of OLD_CARDS) {
      const moved = await api.get(path);
      expect({ path, status: moved.status }).toEqual({ path, status: 302 });
      const card = await api.get(moved.headers.get('location')!.replace(/^\/api\/nft/, ''));
      expect({ path, status: card.status, type: card.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'image/png',
      });
    }
    // 304 (If-None-Match) is checked by the caching tests; 503 needs a collection that cannot load.
    const unchecked = api.validator
      .documented()
      .filter((entry) => !api.validator.covered.has(entry) && !/ (304|503)$/.test(entry));
    expect(unchecked).toEqual([]);
  }, 60_000); // Rendering the first PNG cards starts the render threads.

  it('rejects replies that break the document (wrong type, extra field, missing field)', () => {
    const validate = (body: unknown) => () =>
      api.validator.validate('GET', '/api/nft/tokens/1', 200, 'application/json', body);
    const token = { tokenId: 1, owner: WALLET_A, tick: 'NACHO', opScoreMod: '1' };
    expect(validate({ message: 'success', result: token })).not.toThrow();
    expect(validate({ message: 'success', result: { ...token, tokenId: '1' } })).toThrow(/tokenId|integer/);
    expect(validate({ message: 'success', result: { ...token, extra: true } })).toThrow(/additional/);
    expect(validate({ message: 'success', result: { tokenId: 1 } })).toThrow(/required/);
    expect(() => api.validator.validate('GET', '/api/nft/tokens/1', 418, 'application/json', {})).toThrow(
      /does not list/,
    );
  });
});
