import { eachDatabase } from '@nacho/db/testing';
import {
  fixtureAttributes,
  insertFixtureCollection,
  WALLET_A,
  WALLET_D,
  WALLET_EMPTY,
} from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

// Expected trait groups written compactly, in the answer's order: { Head: [['Cap', count, share]] }.
const analysis = (groups: Record<string, [string, number, number][]>) =>
  Object.entries(groups).map(([traitType, values]) => ({
    traitType,
    values: values.map(([value, count, share]) => ({ value, count, share })),
  }));
const facets = (groups: Record<string, [string, number][]>) =>
  Object.entries(groups).map(([traitType, values]) => ({
    traitType,
    values: values.map(([value, count]) => ({ value, count })),
  }));

eachDatabase('nft wallet pages', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  const wallet = async (query = '', address = WALLET_A) => (await api.get(`/wallets/${address}${query}`)).body.result;
  const ids = async (query: string) => (await wallet(query)).items.map((i: { tokenId: number }) => i.tokenId);

  it('summarises the wallet and lists its NFTs, power high to low by default', async () => {
    const result = await wallet();
    expect(result).toMatchObject({
      address: WALLET_A,
      count: 5,
      totalPower: 523500,
      tier: 'Emerald',
      powerRank: 1,
      page: 1,
      pageSize: 10,
      total: 5,
      totalPages: 1,
      filters: {},
    });
    expect(result.items.map((i: { tokenId: number }) => i.tokenId)).toEqual([3, 4, 1, 5, 2]);
    expect(result.items[0]).toEqual({
      tokenId: 3,
      name: 'NACHO #3',
      image: 'ipfs://images/3.png',
      stakingPower: 500000,
      rarityRank: 1,
      special: 'unique',
      attributes: fixtureAttributes(3),
      listedPriceKas: null,
    });
  });

  it('sorts by id, power and rarity in both directions; a missing rank sorts as 10,000', async () => {
    expect(await ids('?sort=id')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids('?sort=id&direction=desc')).toEqual([5, 4, 3, 2, 1]);
    expect(await ids('?sort=power&direction=asc')).toEqual([2, 5, 1, 4, 3]);
    expect(await ids('?sort=rarity')).toEqual([3, 2, 5, 1, 4]);
    expect(await ids('?sort=rarity&direction=desc')).toEqual([4, 1, 5, 2, 3]);
  });

  it('pages, with an empty page past the end and correct totals', async () => {
    expect(await wallet('?sort=id&pageSize=2&page=3')).toMatchObject({
      items: [expect.objectContaining({ tokenId: 5 })],
      total: 5,
      totalPages: 3,
    });
    expect(await wallet('?sort=id&pageSize=2&page=4')).toMatchObject({ items: [], page: 4, total: 5, totalPages: 3 });
  });

  it('analyses the traits of the whole wallet without filters (Edition excluded)', async () => {
    expect((await wallet()).traitAnalysis).toEqual(
      analysis({
        Head: [
          ['Cap', 2, 40],
          ['Crown', 2, 40],
          ['Halo', 1, 20],
        ],
        Mood: [
          ['Happy', 2, 40],
          ['Sad', 2, 40],
          ['Angry', 1, 20],
        ],
        Type: [
          ['Random', 4, 80],
          ['Unique', 1, 20],
        ],
        Role: [
          ['Seeker', 3, 60],
          ['Keeper', 1, 20],
          ['Scribe', 1, 20],
        ],
      }),
    );
  });

  it('filters by a trait and narrows the analysis to the filtered NFTs', async () => {
    const result = await wallet('?traits=Head=Crown');
    expect(result).toMatchObject({ count: 5, total: 2, totalPages: 1, filters: { Head: ['Crown'] } });
    expect(result.items.map((i: { tokenId: number }) => i.tokenId)).toEqual([3, 1]);
    expect(result.traitAnalysis).toEqual(
      analysis({
        Head: [['Crown', 2, 100]],
        Mood: [
          ['Happy', 1, 50],
          ['Sad', 1, 50],
        ],
        Type: [
          ['Random', 1, 50],
          ['Unique', 1, 50],
        ],
        Role: [['Seeker', 2, 100]],
      }),
    );
  });

  it('accepts any selected value within a type and requires every selected type', async () => {
    expect(await ids('?sort=id&traits=Head=Crown,Head=Cap')).toEqual([1, 2, 3, 5]);
    const both = await wallet('?sort=id&traits=Head=Crown,Head=Cap,Mood=Sad');
    expect(both.items.map((i: { tokenId: number }) => i.tokenId)).toEqual([3, 5]);
    expect(both.filters).toEqual({ Head: ['Cap', 'Crown'], Mood: ['Sad'] });
  });

  it('answers an empty filtered page with an empty analysis when nothing matches', async () => {
    expect(await wallet('?traits=Head=Halo,Mood=Happy')).toMatchObject({
      items: [],
      total: 0,
      totalPages: 0,
      traitAnalysis: [],
      count: 5,
    });
  });

  it("offers filter options per type counted under the other types' filters only (faceted), so a second value of a type stays selectable", async () => {
    const oneHead = await wallet('?traits=Head=Crown');
    expect(oneHead.facets).toEqual(
      facets({
        Head: [
          ['Cap', 2],
          ['Crown', 2],
          ['Halo', 1],
        ],
        Mood: [
          ['Happy', 1],
          ['Sad', 1],
        ],
        Type: [
          ['Random', 1],
          ['Unique', 1],
        ],
        Role: [['Seeker', 2]],
      }),
    );
    const headAndMood = await wallet('?traits=Head=Crown,Mood=Sad');
    expect(headAndMood.facets).toEqual(
      facets({
        Head: [
          ['Cap', 1],
          ['Crown', 1],
        ],
        Mood: [
          ['Happy', 1],
          ['Sad', 1],
        ],
        Type: [['Unique', 1]],
        Role: [['Seeker', 1]],
      }),
    );
  });

  it('lists selected values with count 0 when the other filters leave none of them, and equals the analysis without filters', async () => {
    const none = await wallet('?traits=Head=Halo,Mood=Happy');
    expect(none.facets).toEqual(
      facets({
        Head: [
          ['Cap', 1],
          ['Crown', 1],
          ['Halo', 0],
        ],
        Mood: [
          ['Angry', 1],
          ['Happy', 0],
        ],
      }),
    );
    const whole = await wallet();
    expect(whole.facets).toEqual(
      whole.traitAnalysis.map((group: { traitType: string; values: { value: string; count: number }[] }) => ({
        traitType: group.traitType,
        values: group.values.map(({ value, count }) => ({ value, count })),
      })),
    );
  });

  it('matches the address case-insensitively', async () => {
    expect((await wallet('', WALLET_A.toUpperCase())).address).toBe(WALLET_A);
  });

  it('shows NFTs without metadata with empty attributes and leaves them out of the analysis', async () => {
    const result = await wallet('?sort=id', WALLET_D);
    expect(result.items).toEqual([
      expect.objectContaining({ tokenId: 11, name: 'NACHO #11' }),
      {
        tokenId: 12,
        name: null,
        image: null,
        stakingPower: 9000,
        rarityRank: null,
        special: null,
        attributes: [],
        listedPriceKas: null,
      },
    ]);
    expect(result.traitAnalysis.slice(0, 1)).toEqual(analysis({ Head: [['Cap', 1, 50]] }));
    expect(result.powerRank).toBe(3);
  });

  it('answers 404 with a clear message for a wallet without NFTs', async () => {
    const { status, body } = await api.get(`/wallets/${WALLET_EMPTY}`);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'wallet_not_found', message: `No NFTs found for wallet ${WALLET_EMPTY}` });
  });
});
