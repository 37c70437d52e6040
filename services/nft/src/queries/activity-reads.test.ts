import type { HttpError } from '@nacho/core';
import { eachDatabase } from '@nacho/db/testing';
import { insertInBatches } from '../testing/insert-in-batches';
import { activityPage, encodeCursor, tokenHistoryResult, type ActivityPageOptions } from './activity-feed';
import { createActivityReads, type ActivityReads } from './activity-reads';

const T0 = Date.UTC(2026, 0, 1);

const options = (filter: ActivityPageOptions['filter'], cursor?: string): ActivityPageOptions => ({
  marketSource: 'demo',
  kasUsd: 0.1,
  filter,
  limit: 10,
  cursor,
});

/** Reads that are settled: the value, or the error's status. */
const outcome = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (err: HttpError) => err.status,
  );

eachDatabase('activity reads off the service thread', (ctx) => {
  let reads: ActivityReads;
  beforeAll(async () => {
    const db = ctx.db();
    await insertInBatches(
      db,
      'nft_activity',
      Array.from({ length: 300 }, (_, i) => ({
        token_id: 1 + (i % 30),
        kind: ['transfer', 'listing', 'delisting'][i % 3]!,
        from_addr: 'kaspa:qa',
        to_addr: i % 3 === 0 ? 'kaspa:qb' : null,
        price_sompi: i % 3 === 1 ? (1_000 + i) * 100_000_000 : null,
        at: T0 + i * 1_000,
        op_score: String(10_000 + i),
        tx_id: null,
        sale_order_id: null,
      })),
    );
    await insertInBatches(
      db,
      'market_sales',
      Array.from({ length: 40 }, (_, i) => ({
        order_id: `o${i}`,
        token_id: 1 + ((i * 7) % 30),
        price_kas: 900 + i,
        seller: 'kaspa:qa',
        buyer: 'kaspa:qc',
        sold_at: T0 + i * 7_000 + 500,
        source: 'demo',
      })),
    );
    reads = createActivityReads(db, { threads: 2 });
  });
  const page = async (o: ActivityPageOptions) =>
    JSON.parse(await reads.page(o)) as Awaited<ReturnType<typeof activityPage>>;
  afterAll(() => reads.close());

  it('reads on threads on SQLite (here on PostgreSQL) and answers every page and history as a read in process does', async () => {
    expect(reads.threaded).toBe(ctx.dialect === 'sqlite');
    for (const filter of [
      {},
      { kinds: ['sale', 'listing'] as const },
      { tokenIds: [3, 4, 5] },
      { wallet: 'kaspa:qb' },
      { minPriceKas: 1_050, maxPriceKas: 1_200 },
    ]) {
      let cursor: string | undefined;
      do {
        const [threaded, here] = await Promise.all([
          page(options(filter, cursor)),
          activityPage(ctx.db(), options(filter, cursor)),
        ]);
        expect(threaded).toEqual(here);
        expect(threaded.items.length).toBeGreaterThan(0);
        cursor = threaded.next ?? undefined;
      } while (cursor);
    }
    const asked = { marketSource: 'demo', kasUsd: null, tokenId: 8, owner: 'kaspa:qc', listing: null };
    const history = JSON.parse(await reads.history(asked)) as Awaited<ReturnType<typeof tokenHistoryResult>>;
    expect(history.items.length).toBeGreaterThan(10);
    expect(history.heldSince).not.toBeNull();
    expect(history).toEqual(await tokenHistoryResult(ctx.db(), asked));
  });

  it('sees a row committed just before the read', async () => {
    await ctx
      .db()('nft_activity')
      .insert({
        token_id: 9,
        kind: 'mint',
        from_addr: null,
        to_addr: 'kaspa:qnew',
        price_sompi: null,
        at: T0 + 10_000_000,
        op_score: '99999',
        tx_id: null,
        sale_order_id: null,
      });
    const { items } = await page(options({}));
    expect(items[0]).toMatchObject({ kind: 'mint', tokenId: 9, to: 'kaspa:qnew' });
  });

  it('refuses a cursor it never gave with 400, whichever thread would have read it', async () => {
    const bad = Buffer.from('1.2.3').toString('base64url');
    await expect(reads.page(options({}, bad))).rejects.toMatchObject({ status: 400, code: 'invalid_input' });
    const good = encodeCursor({ at: T0 + 150_000, source: 1, id: 150 });
    expect((await page(options({}, good))).items[0]!.at).toBeLessThanOrEqual(T0 + 150_000);
  });
});

eachDatabase('activity reads past their queue', (ctx) => {
  it('answers 503 to the reads past the queue, reads the others, and reads again once it has room', async () => {
    const reads = createActivityReads(ctx.db(), { threads: 1, maxQueue: 4 });
    try {
      const burst = await Promise.all(Array.from({ length: 40 }, () => outcome(reads.page(options({})))));
      const refused = burst.filter((o) => o === 503).length;
      if (ctx.dialect === 'sqlite') {
        // One read on the thread and four waiting at most when the burst arrives at once.
        expect(burst.filter((o) => o === 'read').length).toBeGreaterThanOrEqual(5);
        expect(refused).toBeGreaterThan(0);
      } else expect(refused).toBe(0);
      expect(burst.every((o) => o === 'read' || o === 503)).toBe(true);
      expect(await outcome(reads.page(options({})))).toBe('read');
    } finally {
      await reads.close();
    }
  });
});
