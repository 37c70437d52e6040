import { eachDatabase } from '@nacho/db/testing';
import { fixtureAttributes, insertFixtureCollection, WALLET_A, WALLET_D } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

/** 11 of the 12 fixture tokens have metadata: the base of every trait percentage. */
const pct = (count: number) => (count / 11) * 100;

eachDatabase('nft metadata, detail, rarity, powers and images', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('answers metadata with owner, staking power and rarity rank', async () => {
    const { body } = await api.get('/metadata/3');
    expect(body).toEqual({
      message: 'success',
      result: {
        id: 3,
        image: 'ipfs://images/3.png',
        attributes: fixtureAttributes(3),
        name: 'NACHO #3',
        description: 'Fixture NFT 3',
        tick: 'NACHO',
        tokenId: 3,
        owner: WALLET_A,
        opScoreMod: '1003',
        stakingPower: 500000,
        rarityRank: 1,
      },
    });
  });

  it('applies the 5,000 default power and gives a null rank when there is none', async () => {
    expect((await api.get('/metadata/2')).body.result.stakingPower).toBe(5000);
    expect((await api.get('/metadata/4')).body.result.rarityRank).toBeNull();
  });

  it('answers 404 for a token whose metadata is not fetched yet', async () => {
    const { status, body } = await api.get('/metadata/12');
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'metadata_not_found', message: 'Metadata of token 12 is not available yet' });
  });

  it('answers the NFT page in one call: traits with their count and percentage, special kind, owner wallet', async () => {
    const { body } = await api.get('/nfts/3/detail');
    expect(body.result).toMatchObject({
      tokenId: 3,
      owner: WALLET_A,
      name: 'NACHO #3',
      stakingPower: 500000,
      rarityRank: 1,
      special: 'unique',
      imageUrl: '/api/nft/image/3.svg',
      ownerWallet: { tokenCount: 5, totalPower: 523500, powerRank: 1 },
    });
    expect(body.result.traits).toEqual([
      { traitType: 'Head', value: 'Crown', count: 4, percentage: pct(4) },
      { traitType: 'Mood', value: 'Sad', count: 4, percentage: pct(4) },
      { traitType: 'Role', value: 'Seeker', count: 6, percentage: pct(6) },
      { traitType: 'Type', value: 'Unique', count: 1, percentage: pct(1) },
    ]);
    expect((await api.get('/nfts/8/detail')).body.result.special).toBe('rare');
    expect((await api.get('/nfts/1/detail')).body.result.special).toBeNull();
  });

  it('answers the detail of a token without metadata with empty traits', async () => {
    const { body } = await api.get('/nfts/12/detail');
    expect(body.result).toMatchObject({
      tokenId: 12,
      owner: WALLET_D,
      name: null,
      image: null,
      attributes: [],
      traits: [],
      stakingPower: 9000,
      rarityRank: null,
    });
  });

  it('answers one rarity rank and all of them', async () => {
    expect((await api.get('/rarity-rank/3')).body).toEqual({ message: 'success', result: { rarityRank: 1 } });
    expect((await api.get('/rarity-rank/4')).body).toEqual({ message: 'success', result: { rarityRank: null } });
    const all = await api.get('/rarity-rank/all');
    expect(all.body).toEqual({
      message: 'success',
      result: { 1: 5, 2: 3, 3: 1, 5: 4, 6: 2, 7: 6, 8: 2, 9: 8, 10: 7, 11: 9 },
    });
    expect(all.headers.get('etag')).toMatch(/^"v1-/);
  });

  it('answers the staking power of every token, defaulting missing ones to 5,000', async () => {
    const { body, headers } = await api.get('/staking-powers');
    expect(body).toEqual({
      message: 'success',
      result: {
        1: 6000,
        2: 5000,
        3: 500000,
        4: 7000,
        5: 5500,
        6: 100000,
        7: 8000,
        8: 120000,
        9: 5000,
        10: 9000,
        11: 5000,
        12: 9000,
      },
    });
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('draws the demo image as SVG with long cache headers and an ETag', async () => {
    const res = await api.get('/image/3.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text).toMatch(/<svg[\s\S]*<\/svg>\s*$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.get('/image/3.svg', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect((await api.get('/image/4.svg')).headers.get('etag')).not.toBe(etag);
  });

  it('does not let browsers keep the placeholder of a token without metadata', async () => {
    const res = await api.get('/image/12.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await api.get('/image/15.svg')).status).toBe(404);
  });
});
