import { eachDatabase } from '@nacho/db/testing';
import {
  FIXTURE_TOKENS,
  insertFixtureCollection,
  markSyncDone,
  setSyncState,
  WALLET_A,
} from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

eachDatabase('nft reply caching', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  const cachedBytes = async () => (await api.service.snapshot.current()).bodies.cachedBytes;

  it('keys cached replies by the validated input: junk parameters add nothing', async () => {
    const first = await api.get('/holders/page?page=1&pageSize=5');
    const before = await cachedBytes();
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 40; i++) {
      const res = await api.get(`/holders/page?pageSize=5&junk${i}=${'x'.repeat(500)}&page=1`);
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    for (let i = 0; i < 20; i++) await api.get(`/wallets/${WALLET_A.toUpperCase()}?utm=${i}`);
    await api.get(`/wallets/${WALLET_A}`);
    const wallet = await cachedBytes();
    for (let i = 0; i < 20; i++) await api.get(`/search/traits?traits=Head=Crown&ignored=${i}`);
    const search = await cachedBytes();
    await api.get('/search/traits?traits=Head=Crown');
    expect(await cachedBytes()).toBe(search);
    expect(wallet).toBeGreaterThan(before);
    // One wallet body and one search body on top of the page: the junk made no entries.
    expect(search - before).toBeLessThan(3 * (wallet - before));
  }, 30_000);

  it('answers many distinct token list limits from one body, building and keeping nothing per limit', async () => {
    const all = (await api.get('/tokens')).body.result as unknown[];
    const before = await cachedBytes();
    const etags = new Set<string>();
    for (let limit = 1; limit <= FIXTURE_TOKENS.length + 3; limit++) {
      const res = await api.get(`/tokens?limit=${limit}`, { 'accept-encoding': 'gzip' });
      expect(res.body).toEqual({ message: 'success', result: all.slice(0, limit) });
      etags.add(res.headers.get('etag')!);
    }
    expect(etags.size).toBe(FIXTURE_TOKENS.length);
    expect(await cachedBytes()).toBe(before);
    const sliced = await api.get('/tokens?limit=3');
    const again = await api.get('/tokens?limit=3', {
      'if-none-match': sliced.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it("negotiates gzip with Koa's negotiator, also for a pathological Accept-Encoding header", async () => {
    const plain = await api.get('/tokens');
    const odd = await api.get('/tokens', { 'accept-encoding': `gzip${' '.repeat(15_000)}x, gzip` });
    expect(odd.status).toBe(200);
    expect(odd.headers.get('content-encoding')).toBe('gzip');
    expect(odd.body).toEqual(plain.body);
    const withParams = await api.get('/tokens', { 'accept-encoding': 'gzip;level=1' });
    expect(withParams.headers.get('content-encoding')).toBe('gzip');
  });

  it('changes ETags with collection_version, even when the data is the same', async () => {
    const before = await api.get('/holders');
    await markSyncDone(ctx.db(), 2);
    await api.service.snapshot.refresh();
    const after = await api.get('/holders');
    expect(after.body).toEqual(before.body);
    expect(before.headers.get('etag')).toMatch(/^"v1-/);
    expect(after.headers.get('etag')).toMatch(/^"v2-/);
    const stale = await api.get('/holders', {
      'if-none-match': before.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(stale.status).toBe(200);
  });

  it('replays a reply for the same URL while its snapshot is served, and builds it again once a new one is', async () => {
    const path = `/wallets/${WALLET_A}?page=1&pageSize=2`;
    const first = await api.get(path, { 'accept-encoding': 'gzip' });
    const snapshot = await api.service.snapshot.current();
    const lookups = jest.spyOn(snapshot.bodies, 'queryBody');
    try {
      const again = await api.get(path, { 'accept-encoding': 'gzip' });
      expect(lookups).not.toHaveBeenCalled();
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      await api.get(`${path}&sort=power`, { 'accept-encoding': 'gzip' });
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    await markSyncDone(ctx.db(), 5);
    await api.service.snapshot.refresh();
    const next = await api.get(path, { 'accept-encoding': 'gzip' });
    expect(next.headers.get('etag')).toMatch(/^"v5-/);
    expect(next.body).toEqual(first.body);
  });

  it('sends a drawn image again without drawing it while the snapshot stands, gzipped when asked; never the placeholder', async () => {
    const plain = await api.get('/image/3.svg', { 'accept-encoding': 'identity' });
    const zipped = await api.get('/image/3.svg', { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag')!.replace(/"$/, '-gz"'));
    const conditional = await api.get('/image/3.svg', {
      'accept-encoding': 'gzip',
      'if-none-match': zipped.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(conditional.status).toBe(304);

    const snapshot = await api.service.snapshot.current();
    const lookups = jest.spyOn(snapshot.tokenById, 'get');
    try {
      for (const encoding of ['gzip', 'identity']) {
        const again = await api.get('/image/3.svg', { 'accept-encoding': encoding });
        expect(again.text).toBe(plain.text);
        expect(again.headers.get('etag')).toBe((encoding === 'gzip' ? zipped : plain).headers.get('etag'));
        expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(again.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      }
      expect(lookups).not.toHaveBeenCalled();
      // Token 12 has no metadata yet: its placeholder is drawn on every ask, never kept.
      await api.get('/image/12.svg');
      await api.get('/image/12.svg');
      expect(lookups.mock.calls.filter(([id]) => id === 12)).toHaveLength(2);
    } finally {
      lookups.mockRestore();
    }
    await markSyncDone(ctx.db(), 6);
    const next = await api.service.snapshot.refresh();
    const drawn = jest.spyOn(next.tokenById, 'get');
    try {
      expect((await api.get('/image/3.svg')).text).toBe(plain.text);
      expect(drawn).toHaveBeenCalledWith(3);
    } finally {
      drawn.mockRestore();
    }
  });

  it('lets other origins embed NFT images but keeps JSON same-origin', async () => {
    expect((await api.get('/image/3.svg')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await api.get('/holders')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

eachDatabase('nft replies before the first sync', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await setSyncState(ctx.db(), { collection_version: 0, phase: 'tokens' });
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('are never stored by browsers or proxies', async () => {
    for (const path of [
      '/holders',
      '/holders/page',
      '/tokens',
      '/tokens?limit=2',
      '/traits',
      '/special',
      '/search/traits?traits=Head=Crown',
      '/collection',
    ]) {
      const res = await api.get(path);
      expect({ path, status: res.status, cacheControl: res.headers.get('cache-control') }).toEqual({
        path,
        status: 200,
        cacheControl: 'no-store',
      });
    }
  });
});
