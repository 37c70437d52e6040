import { eachDatabase } from '@nacho/db/testing';
import { insertFixtureCollection } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

const pct = (count: number) => (count / 11) * 100;
const v = (value: string, count: number) => ({ value, count, percentage: pct(count) });

const EXPECTED_STATS = [
  { name: 'Head', values: [v('Cap', 5), v('Crown', 4), v('Halo', 2)] },
  { name: 'Mood', values: [v('Happy', 5), v('Sad', 4), v('Angry', 2)] },
  { name: 'Type', values: [v('Random', 8), v('Rare', 2), v('Unique', 1)] },
  { name: 'Role', values: [v('Seeker', 6), v('Scribe', 3), v('Keeper', 2)] },
];
const EXPECTED_SPECIALS = {
  unique: [{ tokenId: 3, rarityRank: 1, name: 'NACHO #3' }],
  rare: [
    { tokenId: 6, rarityRank: 2, name: 'NACHO #6' },
    { tokenId: 8, rarityRank: 2, name: 'NACHO #8' },
  ],
};

eachDatabase('nft traits, specials and trait search', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  const search = async (traits: string) => (await api.get(`/search/traits?traits=${encodeURIComponent(traits)}`)).body;

  it('answers trait statistics (known trait order, most common value first) with the special NFTs', async () => {
    const { body, headers } = await api.get('/traits');
    expect(body).toEqual({
      message: 'success',
      result: { traitStats: EXPECTED_STATS, specialNFTs: EXPECTED_SPECIALS },
    });
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers /trait-stats with the number of NFTs the percentages are based on', async () => {
    expect((await api.get('/trait-stats')).body).toEqual({
      message: 'success',
      result: { traitStats: EXPECTED_STATS, totalNfts: 11 },
    });
  });

  it('answers /special with the unique and rare lists, rarest first', async () => {
    expect((await api.get('/special')).body).toEqual({ message: 'success', specialNFTs: EXPECTED_SPECIALS });
  });

  it('finds the NFTs having one trait value', async () => {
    expect(await search('Head=Crown')).toEqual({
      message: 'success',
      result: { total: 4, nfts: [1, 3, 6, 10], prices: {} },
    });
  });

  it('treats values of one type as alternatives (OR)', async () => {
    expect((await search('Head=Crown,Head=Halo')).result).toEqual({ total: 6, nfts: [1, 3, 4, 6, 8, 10], prices: {} });
  });

  it('requires every type to match (AND)', async () => {
    expect((await search('Head=Crown,Mood=Happy')).result).toEqual({ total: 2, nfts: [1, 6], prices: {} });
    expect((await search('Head=Cap,Mood=Happy,Role=Seeker')).result).toEqual({ total: 2, nfts: [7, 11], prices: {} });
  });

  it('combines OR within a type with AND across types', async () => {
    expect((await search('Head=Crown,Head=Cap,Mood=Sad')).result).toEqual({ total: 3, nfts: [3, 5, 10], prices: {} });
  });

  it('matches type and value names case-insensitively and tolerates spaces around them', async () => {
    expect((await search(' head = crown ')).result).toEqual({ total: 4, nfts: [1, 3, 6, 10], prices: {} });
  });

  it('answers an empty result for a value no NFT has', async () => {
    expect((await search('Head=Nope')).result).toEqual({ total: 0, nfts: [], prices: {} });
    expect((await search('Head=Crown,Mood=Nope')).result).toEqual({ total: 0, nfts: [], prices: {} });
  });
});
