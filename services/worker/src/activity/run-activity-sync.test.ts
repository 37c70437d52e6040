import { createLogger, type Db } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createKrc721Source } from '../sources/krc721/krc721-source';
import { startFakeIndexer, type FakeIndexer, type FakeToken } from '../sources/krc721/testing/fake-indexer';
import type { CollectionInfo } from '../sources/types';
import { epochMsToOpScore } from './op-score-time';
import { runActivitySync } from './run-activity-sync';

const config = testConfig();
const logger = createLogger(config);
const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const INFO = { tick: 'NACHO', minted: '300', max: '10000', buri: 'ipfs://bafy' } as CollectionInfo;
const tx = (n: number) => n.toString(16).padStart(64, '0');
const owner = (n: number) => `kaspa:qowner${n}`;
const score = (daysAgo: number, order: number) => epochMsToOpScore(NOW - daysAgo * DAY, order);

/** 300 tokens: each minted to owner(id % 10) 200 days ago and sold (transfer) to owner(id % 10 + 1) 20 days ago; a third listed. */
function tokensOf(): FakeToken[] {
  return Array.from({ length: 300 }, (_, i) => {
    const id = i + 1;
    const history = [
      { owner: owner(id % 10), opScoreMod: score(200, id), txIdRev: tx(id) },
      { owner: owner((id % 10) + 1), opScoreMod: score(20, id), txIdRev: tx(10_000 + id) },
    ];
    return {
      tokenId: id,
      owner: history[1]!.owner,
      opScoreMod: history[1]!.opScoreMod,
      history,
      listing:
        id % 3 === 0
          ? { priceSompi: String(1000 * 1e8 + id * 1e8), opScore: score(5, id), txId: tx(50_000 + id) }
          : null,
    };
  });
}

/** What the collection sync would have stored from the same indexer: tokens and listings. */
async function storeCollection(db: Db, tokens: readonly FakeToken[]) {
  await db('tokens').del();
  await db('nft_listings').del();
  const rows = tokens.map((t) => ({
    token_id: t.tokenId,
    tick: 'NACHO',
    owner: t.owner,
    op_score_mod: t.opScoreMod,
    updated_at: NOW,
  }));
  const listings = tokens.flatMap((t) =>
    t.listing
      ? [
          {
            token_id: t.tokenId,
            price_sompi: t.listing.priceSompi,
            op_score: t.listing.opScore,
            tx_id: t.listing.txId,
            listed_at: NOW - 5 * DAY,
            updated_at: NOW,
          },
        ]
      : [],
  );
  await db.batchInsert('tokens', rows, 100);
  await db.batchInsert('nft_listings', listings, 100);
}

jest.setTimeout(60_000);

eachDatabase('activity-sync', (ctx) => {
  let indexer: FakeIndexer;
  let tokens: FakeToken[];
  const source = () =>
    createKrc721Source({
      apiUrls: [indexer.url],
      network: 'mainnet',
      tick: 'NACHO',
      ipfsGateways: ['http://127.0.0.1:9/'],
      retry: { baseDelayMs: 1, maxDelayMs: 2, attempts: 2 },
    });
  const sync = () => runActivitySync({ db: ctx.db(), logger, source: source(), marketSource: 'demo', now: () => NOW });
  const historyRequests = () => indexer.requests.filter((r) => r.includes('/history/')).length;

  beforeEach(async () => {
    const db = ctx.db();
    for (const table of ['nft_activity', 'activity_token_state', 'market_sales']) await db(table).del();
    tokens = tokensOf();
    await storeCollection(db, tokens);
    indexer = await startFakeIndexer({ info: INFO, tokens, historyPageSize: 50 });
  });
  afterEach(() => indexer.close());

  it('stores mints, transfers and listings once, links a sale to its transfer, and reads nothing unchanged again', async () => {
    await ctx
      .db()('market_sales')
      .insert({
        order_id: 'order-7',
        token_id: 7,
        price_kas: 4200,
        seller: owner(7),
        buyer: owner(8),
        sold_at: NOW - 20 * DAY + 60_000,
        source: 'demo',
      });
    const first = await sync();
    expect(first).toMatchObject({ changed: 300, failed: 0, added: 300 + 300 + 100 });
    expect(historyRequests()).toBe(300);
    const rows = await ctx.db()('nft_activity').where({ token_id: 7 }).orderBy('at');
    expect(rows.map((r) => [r.kind, r.from_addr, r.to_addr, r.sale_order_id])).toEqual([
      ['mint', null, owner(7), null],
      ['transfer', owner(7), owner(8), 'order-7'],
    ]);
    const listing = await ctx.db()('nft_activity').where({ token_id: 9, kind: 'listing' }).first();
    expect(listing).toMatchObject({ from_addr: owner(10), price_sompi: expect.anything() });
    expect(String(listing.price_sompi)).toBe(String(1009 * 1e8));

    indexer.requests.length = 0;
    expect(await sync()).toMatchObject({ changed: 0, added: 0 });
    expect(historyRequests()).toBe(0);
  });

  it('after 100 changed tokens reads only those: at most 150 indexer requests, and their new rows', async () => {
    await sync();
    indexer.requests.length = 0;
    const changed = tokens.filter((t) => t.tokenId % 3 === 1).slice(0, 100);
    for (const t of changed) {
      const next = { owner: owner(99), opScoreMod: score(1, t.tokenId), txIdRev: tx(90_000 + t.tokenId) };
      t.history = [...t.history!, next];
      t.owner = next.owner;
      t.opScoreMod = next.opScoreMod;
      indexer.update(t.tokenId, { history: t.history, owner: t.owner, opScoreMod: t.opScoreMod });
    }
    await storeCollection(ctx.db(), tokens);
    const result = await sync();
    expect(result).toMatchObject({ changed: 100, added: 100, failed: 0 });
    expect(indexer.requests.length).toBeLessThanOrEqual(150);
    expect(historyRequests()).toBe(100);
    expect(
      await ctx
        .db()('nft_activity')
        .where({ to_addr: owner(99) })
        .count({ n: '*' })
        .first(),
    ).toMatchObject({
      n: expect.anything(),
    });
  });

  it('keeps the old rows and state of a token whose history read breaks off, and reads it again next time', async () => {
    const later = Array.from({ length: 118 }, (_, i) => ({
      owner: owner(i % 5),
      opScoreMod: score(19 - i / 10, 7),
      txIdRev: tx(70_000 + i),
    }));
    const long = [...tokens[4]!.history!, ...later];
    await sync();
    const before = await ctx.db()('nft_activity').where({ token_id: 5 }).orderBy('id');
    tokens[4] = { ...tokens[4]!, history: long, owner: long.at(-1)!.owner, opScoreMod: long.at(-1)!.opScoreMod };
    indexer.update(5, tokens[4]);
    await storeCollection(ctx.db(), tokens);
    indexer.inject(`/history/NACHO/5?offset=`, { status: 404, body: 'not found' });

    expect(await sync()).toMatchObject({ changed: 1, failed: 1, added: 0 });
    expect(await ctx.db()('nft_activity').where({ token_id: 5 }).orderBy('id')).toEqual(before);

    expect(await sync()).toMatchObject({ changed: 1, failed: 0, added: 118 });
    const rows = await ctx.db()('nft_activity').where({ token_id: 5 }).orderBy('at');
    expect(rows).toHaveLength(120);
    expect(rows.slice(0, 2)).toEqual(before);
  });

  it('tells open pages of new rows (the live activity event), and stays silent when nothing was added', async () => {
    const events: { newestId: string; added: number }[] = [];
    const run = () =>
      runActivitySync({
        db: ctx.db(),
        logger,
        source: source(),
        marketSource: 'demo',
        now: () => NOW,
        onActivity: (event) => void events.push(event),
      });
    await run();
    const newest = (await ctx.db()('nft_activity').max({ id: 'id' }).first()) as { id: number };
    expect(events).toEqual([{ newestId: `a${newest.id}`, added: 700 }]);
    await run();
    expect(events).toHaveLength(1);
  });

  it('records a delisting when a listing is gone and the owner stayed', async () => {
    await sync();
    await ctx.db()('nft_listings').where({ token_id: 3 }).del();
    indexer.update(3, { listing: null });
    expect(await sync()).toMatchObject({ changed: 1, added: 1 });
    expect(await ctx.db()('nft_activity').where({ token_id: 3, kind: 'delisting' }).first()).toMatchObject({
      from_addr: owner(4),
    });
  });
});
