import { eachDatabase } from '@nacho/db/testing';
import { FIXTURE_TOKENS, insertFixtureCollection, WALLET_A, WALLET_EMPTY } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

const tokenOf = (id: number) => ({
  tokenId: id,
  owner: FIXTURE_TOKENS[id - 1].owner,
  tick: 'NACHO',
  opScoreMod: String(1000 + id),
});

eachDatabase('nft tokens and owners', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('lists every token by id when no limit is given', async () => {
    const { status, body, headers } = await api.get('/tokens');
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'success', result: FIXTURE_TOKENS.map((t) => tokenOf(t.id)) });
    expect(headers.get('cache-control')).toBe('public, max-age=1800');
    expect(headers.get('etag')).toMatch(/^"v1-/);
  });

  it('sends big bodies gzipped (compressed once) to clients that accept gzip, plain to others', async () => {
    const gzipped = await api.get('/tokens', { 'accept-encoding': 'gzip' });
    const plain = await api.get('/tokens', { 'accept-encoding': 'identity' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.body).toEqual(plain.body);
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const revalidated = await api.get('/tokens', {
      'accept-encoding': 'gzip',
      'if-none-match': gzipped.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(revalidated.status).toBe(304);
  });

  it('honours limit', async () => {
    expect((await api.get('/tokens?limit=3')).body.result).toEqual([tokenOf(1), tokenOf(2), tokenOf(3)]);
    expect((await api.get('/tokens?limit=10000')).body.result).toHaveLength(12);
  });

  it('answers one token, 404 for an id not minted', async () => {
    expect((await api.get('/tokens/7')).body).toEqual({ message: 'success', result: tokenOf(7) });
    const missing = await api.get('/tokens/15');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'token_not_found', message: 'Token 15 not found' });
  });

  it("lists an owner's tokens, matching the address in any case", async () => {
    const lower = await api.get(`/owners/${WALLET_A}`);
    expect(lower.body).toEqual({ message: 'success', result: [1, 2, 3, 4, 5].map(tokenOf) });
    const upper = await api.get(`/owners/${WALLET_A.toUpperCase()}`);
    expect(upper.body).toEqual(lower.body);
  });

  it('answers an empty list for a valid address that holds nothing', async () => {
    expect((await api.get(`/owners/${WALLET_EMPTY}`)).body).toEqual({ message: 'success', result: [] });
  });
});
