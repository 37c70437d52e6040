import type { Db } from '@nacho/core';
import { WALLET_VALUE_RULE } from '@nacho/contracts';
import { eachDatabase } from '@nacho/db/testing';
import { FIXTURE_TOKENS, insertFixtureCollection, WALLET_A, WALLET_B, WALLET_C } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const SOMPI = 100_000_000;
/** Asking prices in KAS. */
const LISTED: Record<number, number> = { 1: 500, 6: 3000, 7: 800, 9: 450, 11: 1200, 5: 450 };

async function seedActivity(db: Db) {
  await db('nft_listings').insert(
    Object.entries(LISTED).map(([id, kas]) => ({
      token_id: Number(id),
      price_sompi: kas * SOMPI,
      op_score: String(1_000 + Number(id)),
      tx_id: null,
      listed_at: T0 + 50 * DAY,
      updated_at: T0,
    })),
  );
  // Token 2 was minted to B, sold to A on day 30 for 2,000 KAS; every other token was minted to its owner.
  const rows: Record<string, unknown>[] = FIXTURE_TOKENS.map((t) => ({
    token_id: t.id,
    kind: 'mint',
    from_addr: null,
    to_addr: t.id === 2 ? WALLET_B : t.owner,
    price_sompi: null,
    at: T0 + t.id * 1000,
    op_score: String(100 + t.id),
    tx_id: `mint-${t.id}`,
    sale_order_id: null,
  }));
  rows.push({
    token_id: 2,
    kind: 'transfer',
    from_addr: WALLET_B,
    to_addr: WALLET_A,
    price_sompi: null,
    at: T0 + 30 * DAY,
    op_score: '5000',
    tx_id: 'sale-tx-2',
    sale_order_id: 'order-2',
  });
  rows.push({
    token_id: 7,
    kind: 'listing',
    from_addr: WALLET_B,
    to_addr: null,
    price_sompi: 800 * SOMPI,
    at: T0 + 50 * DAY,
    op_score: '1007',
    tx_id: null,
    sale_order_id: null,
  });
  rows.push({
    token_id: 10,
    kind: 'delisting',
    from_addr: WALLET_C,
    to_addr: null,
    price_sompi: null,
    at: T0 + 40 * DAY,
    op_score: '7000',
    tx_id: null,
    sale_order_id: null,
  });
  await db('nft_activity').insert(rows);
  await db('market_sales').insert({
    order_id: 'order-2',
    token_id: 2,
    price_kas: 2000,
    seller: WALLET_B,
    buyer: WALLET_A,
    sold_at: T0 + 30 * DAY + 5000,
    source: 'demo',
  });
  await db('market_data_history').insert({ timestamp: T0, time_frame: '24h', usd_price: 0.1 });
}

/** Floors the simple way: the cheapest listed token having the value (ties to the lower id). */
function expectedFloor(has: (t: (typeof FIXTURE_TOKENS)[number]) => boolean) {
  const listed = FIXTURE_TOKENS.filter((t) => LISTED[t.id] !== undefined && has(t)).sort(
    (a, b) => LISTED[a.id]! - LISTED[b.id]! || a.id - b.id,
  );
  return {
    floorKas: listed[0] ? LISTED[listed[0].id]! : null,
    floorTokenId: listed[0]?.id ?? null,
    listed: listed.length,
  };
}

eachDatabase('nft activity, floors and value', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    await seedActivity(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('answers floors equal to an independent computation from the listings', async () => {
    const { body } = await api.get('/floors');
    expect(body.result.collection).toEqual(expectedFloor(() => true));
    expect(body.result.collection).toEqual({ floorKas: 450, floorTokenId: 5, listed: 6 });
    for (const trait of body.result.traits) {
      expect([trait.category, trait.value, trait]).toEqual([
        trait.category,
        trait.value,
        {
          category: trait.category,
          value: trait.value,
          ...expectedFloor((t) => t.traits?.[trait.category] === trait.value),
        },
      ]);
    }
    expect(body.result.traits.find((t: { category: string }) => t.category === 'Edition')).toBeUndefined();
  });

  it('values a wallet with a sold and a listed NFT by the rule: the highest of the floors and the last sale', async () => {
    const { body } = await api.get(`/wallets/${WALLET_A}/value`);
    const floors = (await api.get('/floors')).body.result;
    const traitFloor = (id: number) =>
      Math.max(
        ...Object.entries(FIXTURE_TOKENS.find((t) => t.id === id)!.traits!)
          .filter(([category]) => category !== 'Edition')
          .map(
            ([category, value]) =>
              floors.traits.find(
                (t: { category: string; value: string }) => t.category === category && t.value === value,
              )?.floorKas ?? 0,
          ),
      );
    const expected = [1, 2, 3, 4, 5].map((id) => Math.max(450, traitFloor(id), id === 2 ? 2000 : 0));
    expect(body.result.items.map((i: { valueKas: number }) => i.valueKas)).toEqual(expected);
    expect(body.result.items[1]).toEqual({ tokenId: 2, valueKas: 2000, basis: 'last_sale' });
    expect(body.result.estimateKas).toBe(expected.reduce((a, b) => a + b, 0));
    expect(body.result.estimateUsd).toBeCloseTo(body.result.estimateKas * 0.1, 2);
    expect(body.result.rule).toBe(WALLET_VALUE_RULE);
  });

  it("ranks holders by value and carries each one's value", async () => {
    const { body } = await api.get('/holders/page?sort=value&direction=desc');
    const values = body.result.items.map((h: { valueKas: number }) => h.valueKas);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const a = (await api.get(`/wallets/${WALLET_A}/value`)).body.result.estimateKas;
    expect(body.result.items.find((h: { address: string }) => h.address === WALLET_A).valueKas).toBeCloseTo(a, 2);
  });

  it('lists the activity newest first, the sale in place of its transfer, with USD prices', async () => {
    const { body } = await api.get('/activity?limit=100');
    const items = body.result.items;
    expect(items.map((i: { at: number }) => i.at)).toEqual(
      [...items.map((i: { at: number }) => i.at)].sort((x, y) => y - x),
    );
    expect(items.slice(0, 3).map((i: { kind: string; tokenId: number }) => [i.kind, i.tokenId])).toEqual([
      ['listing', 7],
      ['delisting', 10],
      ['sale', 2],
    ]);
    expect(items[2]).toMatchObject({ from: WALLET_B, to: WALLET_A, priceKas: 2000, priceUsd: 200, txId: 'sale-tx-2' });
    expect(items.filter((i: { kind: string }) => i.kind === 'transfer')).toEqual([]);
    expect(items).toHaveLength(12 + 3);
    expect(body.result.next).toBeNull();
  });

  it('filters by kind, wallet, trait and price, and pages by cursor without gaps or repeats', async () => {
    const kinds = async (q: string) =>
      (await api.get(`/activity?${q}`)).body.result.items.map(
        (i: { kind: string; tokenId: number }) => `${i.kind}:${i.tokenId}`,
      );
    expect(await kinds('kind=sale&kind=delisting')).toEqual(['delisting:10', 'sale:2']);
    expect(await kinds(`wallet=${WALLET_C}`)).toEqual(['delisting:10', 'mint:10', 'mint:9']);
    expect(await kinds('traits=Head=Halo')).toEqual(['mint:8', 'mint:4']);
    expect(await kinds('minPrice=500&maxPrice=2500')).toEqual(['listing:7', 'sale:2']);

    const all = (await api.get('/activity?limit=100')).body.result.items.map((i: { id: string }) => i.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { result: { items: { id: string }[]; next: string | null } } } = await api.get(
        `/activity?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...page.body.result.items.map((i) => i.id));
      cursor = page.body.result.next;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it("answers a token's history with its holder, since when, and its listing", async () => {
    const { body } = await api.get('/nfts/2/history');
    expect(body.result.items.map((i: { kind: string }) => i.kind)).toEqual(['sale', 'mint']);
    expect(body.result).toMatchObject({ owner: WALLET_A, heldSince: T0 + 30 * DAY + 5000, listing: null });
    expect((await api.get('/nfts/7/history')).body.result.listing).toEqual({ priceKas: 800, since: T0 + 50 * DAY });
    expect((await api.get('/nfts/7/detail')).body.result.listing).toEqual({ priceKas: 800, since: T0 + 50 * DAY });
  });

  it('filters wallets and searches to listed NFTs and sorts them by price', async () => {
    const wallet = (await api.get(`/wallets/${WALLET_A}?listed=1&sort=price`)).body.result;
    expect(wallet.items.map((i: { tokenId: number; listedPriceKas: number }) => [i.tokenId, i.listedPriceKas])).toEqual(
      [
        [5, 450],
        [1, 500],
      ],
    );
    const search = (await api.get('/search/traits?traits=Mood=Happy&listed=1&sort=price')).body.result;
    expect(search.nfts).toEqual([1, 7, 11, 6]);
    expect(search.prices).toEqual({ 1: 500, 7: 800, 11: 1200, 6: 3000 });
  });

  it('spreads the holders over holding sizes and times', async () => {
    const { body } = await api.get('/holders/distribution');
    expect(body.result.buckets).toEqual([
      { label: '1', wallets: 0 },
      { label: '2-5', wallets: 4 },
      { label: '6-10', wallets: 0 },
      { label: '11-25', wallets: 0 },
      { label: '26-50', wallets: 0 },
      { label: '51+', wallets: 0 },
    ]);
    expect(body.result.top10Share).toBe(100);
    expect(body.result.holdersOverTime.at(-1).holders).toBe(4);
    expect(body.result.averageHoldingDays).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and a JSON error', async () => {
    for (const q of [
      'kind=swap',
      'cursor=!!',
      'cursor=bm9wZQ',
      // A cursor this API could have given, but for an id past the integer column (PostgreSQL answered 500).
      `cursor=${Buffer.from(`${Date.UTC(2026, 0, 1)}.1.${2 ** 40}`).toString('base64url')}`,
      `cursor=${Buffer.from(`${Date.UTC(2026, 0, 1)}.0.2147483648`).toString('base64url')}`,
      `cursor=${Buffer.from(`9999999999999999.1.5`).toString('base64url')}`,
      'minPrice=-1',
      'limit=0',
      'wallet=kaspa:nope',
      'traits=Head',
    ]) {
      const reply = await api.get(`/activity?${q}`);
      expect([q, reply.status, reply.body.error?.code]).toEqual([q, 400, 'invalid_input']);
    }
    expect((await api.get('/wallets/kaspa:nope/value')).status).toBe(400);
    expect((await api.get('/nfts/99999/history')).status).toBe(400);
  });

  // Last: it writes activity. Replies are cached per activity data version (migration 023).
  it('shows what a sync writes at the next read: a new row, a transfer linked to its sale, a removed sale', async () => {
    const db = ctx.db();
    const feed = async () =>
      (await api.get('/activity?limit=3')).body.result.items.map(
        (i: { kind: string; tokenId: number }) => `${i.kind}:${i.tokenId}`,
      );
    const history = async () =>
      (await api.get('/nfts/4/history')).body.result.items.map((i: { kind: string }) => i.kind);
    expect(await feed()).toEqual(['listing:7', 'delisting:10', 'sale:2']);
    expect(await history()).toEqual(['mint']);

    const transfer = { token_id: 4, kind: 'transfer', from_addr: WALLET_A, to_addr: WALLET_B, price_sompi: null };
    await db('nft_activity').insert({ ...transfer, at: T0 + 60 * DAY, op_score: '9000', tx_id: 'tx-4' });
    expect(await feed()).toEqual(['transfer:4', 'listing:7', 'delisting:10']);
    expect(await history()).toEqual(['transfer', 'mint']);

    await db('market_sales').insert({
      order_id: 'order-4',
      token_id: 4,
      price_kas: 900,
      seller: WALLET_A,
      buyer: WALLET_B,
      sold_at: T0 + 60 * DAY + 5000,
      source: 'demo',
    });
    expect(await feed()).toEqual(['sale:4', 'transfer:4', 'listing:7']);
    // An update alone (the sync linking the transfer to its sale) shows too.
    await db('nft_activity').where({ token_id: 4, op_score: '9000' }).update({ sale_order_id: 'order-4' });
    expect(await feed()).toEqual(['sale:4', 'listing:7', 'delisting:10']);
    expect(await history()).toEqual(['sale', 'mint']);

    await db('market_sales').where({ order_id: 'order-4' }).del();
    await db('nft_activity').where({ token_id: 4, op_score: '9000' }).del();
    expect(await feed()).toEqual(['listing:7', 'delisting:10', 'sale:2']);
    expect(await history()).toEqual(['mint']);
  });

  it('keeps a reply from its second ask, reads no version before a reply it does not keep, and shows writes made since', async () => {
    const db = ctx.db();
    // Version reads: a request that finds its reply kept reads one, and one not kept reads none.
    // (The rows are read on reader threads on SQLite, out of this connection's sight.)
    let versionReads = 0;
    const onQuery = ({ sql }: { sql: string }) => {
      if (sql.includes('activity_data_version')) versionReads += 1;
    };
    // Inputs no other test asked for: every kind but mints.
    const feed = async (limit: number) =>
      (
        await api.get(`/activity?kind=transfer&kind=listing&kind=delisting&kind=sale&limit=${limit}`)
      ).body.result.items.map((i: { kind: string; tokenId: number }) => `${i.kind}:${i.tokenId}`);
    const versionReadsOf = async (ask: () => Promise<unknown>) => {
      const before = versionReads;
      await ask();
      return versionReads - before;
    };
    await feed(1);
    db.on('query', onQuery);
    try {
      // First and second ask: not kept before, read from the tables without a version read first.
      expect(await versionReadsOf(() => feed(2))).toBe(0);
      expect(await versionReadsOf(() => feed(3))).toBe(0);
      expect(await versionReadsOf(() => feed(2))).toBe(0);
      // Kept from the second ask: served once the version says whether anything was written since.
      expect(await versionReadsOf(() => feed(2))).toBe(1);
      expect(await feed(2)).toEqual(['listing:7', 'delisting:10']);
      expect(await feed(3)).toEqual(['listing:7', 'delisting:10', 'sale:2']);

      const newest = { token_id: 5, kind: 'transfer', from_addr: WALLET_A, to_addr: WALLET_C, price_sompi: null };
      await db('nft_activity').insert({ ...newest, at: T0 + 90 * DAY, op_score: '9500', tx_id: 'tx-5' });
      expect(await feed(4)).toEqual(['transfer:5', 'listing:7', 'delisting:10', 'sale:2']);
      // Kept under the version read before the write: its rows are newer than that, and it is read once more.
      expect(await versionReadsOf(() => feed(4))).toBe(0);
      expect(await feed(4)).toEqual(['transfer:5', 'listing:7', 'delisting:10', 'sale:2']);
      expect(await feed(2)).toEqual(['transfer:5', 'listing:7']);
      expect(await feed(3)).toEqual(['transfer:5', 'listing:7', 'delisting:10']);

      await db('nft_activity').where({ token_id: 5, op_score: '9500' }).del();
      expect(await feed(4)).toEqual(['listing:7', 'delisting:10', 'sale:2']);
      expect(await feed(2)).toEqual(['listing:7', 'delisting:10']);
    } finally {
      db.off('query', onQuery);
    }
  });
});
