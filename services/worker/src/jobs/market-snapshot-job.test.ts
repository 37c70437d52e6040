import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { TIME_FRAMES } from '@nacho/domain';
import { createDemoMarketSource } from '../sources/market/demo/demo-market-source';
import { startFakeKaspacom, soldOrder, type FakeKaspacom } from '../sources/market/testing/fake-kaspacom';
import { createKaspacomMarketSource } from '../sources/market/kaspacom/kaspacom-market-source';
import { countRows, tableRows } from '../testing/table-snapshot';
import { marketSnapshotJob, runMarketSnapshot } from './market-snapshot-job';

const config = testConfig();
const logger = createLogger(config);
const START = Date.UTC(2026, 10, 23, 12, 7, 0);
const SLOT = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 3_600_000;

type Row = Record<string, number | string | null>;
const slotRows = async (db: ReturnType<typeof Object>, slotAt: number) =>
  (await db('market_data_history').where({ slot_at: slotAt }).orderBy('time_frame')) as Row[];

eachDatabase('market-snapshot job on the demo market', (ctx) => {
  let clock = START;
  const source = createDemoMarketSource({ now: () => clock });
  const run = () => runMarketSnapshot({ config, logger, db: ctx.db(), source, now: () => clock });

  it('ingests the demo sales, backfills 30 days of hourly history and writes one row per frame for the slot', async () => {
    const result = await run();
    expect(result).toMatchObject({ slotAt: SLOT, written: 6, listingFloor: expect.any(Number) });
    expect(result.ingest).toMatchObject({ skipped: 0 });
    const sales = await countRows(ctx.db(), 'market_sales');
    expect(sales).toBeGreaterThan(300);
    expect(await ctx.db()('market_sales').where('sold_at', '>', START).first()).toBeUndefined();
    expect(result.backfilled).toBe(30 * 24 * 6);

    const rows = await slotRows(ctx.db(), SLOT);
    expect(rows.map((r) => r.time_frame).sort()).toEqual([...TIME_FRAMES].sort());
    for (const row of rows) {
      expect(Number(row.timestamp)).toBe(START);
      // the demo marketplace always answers
      expect([Number(row.source_answered_at), row.source_failing_since]).toEqual([START, null]);
      // The demo marketplace has listings too: every frame's row carries its lowest ask.
      expect(Number(row.listing_floor)).toBe(result.listingFloor);
      expect(row.volume_usd).toBeNull();
      expect(row.usd_price).toBeNull();
    }
    const day = rows.find((r) => r.time_frame === '1d')!;
    const month = rows.find((r) => r.time_frame === '30d')!;
    // every figure of the longer frames is alive on a fresh install
    for (const row of [day, month]) {
      expect(Number(row.total_sales)).toBeGreaterThan(0);
      expect(Number(row.floor_price)).toBeGreaterThan(0);
      expect(Number(row.highest_price)).toBeGreaterThanOrEqual(Number(row.avg_price));
      expect(Number(row.avg_price)).toBeGreaterThanOrEqual(Number(row.floor_price));
      expect(row.floor_price_change).not.toBeNull();
      expect(row.volume_change).not.toBeNull();
    }
    expect(Number(month.total_sales)).toBeGreaterThan(Number(day.total_sales));
    const dayFromSales = (await ctx
      .db()('market_sales')
      .where('sold_at', '>', START - 24 * HOUR)
      .andWhere('sold_at', '<=', START)
      .sum({ v: 'price_kas' })
      .count({ n: '*' })
      .first()) as { v: number; n: number };
    expect(Number(day.total_sales)).toBe(Number(dayFromSales.n));
    expect(Number(day.volume_kas)).toBeCloseTo(Number(dayFromSales.v), 6);
  }, 60_000);

  it('changes nothing when run again in the same slot (same sales, same rows)', async () => {
    const salesBefore = await tableRows(ctx.db(), 'market_sales');
    const historyBefore = await countRows(ctx.db(), 'market_data_history');
    const again = await run();
    expect(again).toMatchObject({ slotAt: SLOT, written: 0, backfilled: 0 });
    expect(again.ingest).toMatchObject({ inserted: 0 });
    expect((again.ingest as { fetched: number }).fetched).toBeGreaterThan(0); // the overlap re-fetched some
    expect(await tableRows(ctx.db(), 'market_sales')).toEqual(salesBefore);
    expect(await countRows(ctx.db(), 'market_data_history')).toBe(historyBefore);
    expect((await slotRows(ctx.db(), SLOT)).every((r) => Number(r.timestamp) === START)).toBe(true);
  }, 60_000);

  it('writes a slot once when two workers snapshot it at the same time', async () => {
    clock = START + 3 * HOUR;
    const slot = SLOT + 3 * HOUR;
    const results = await Promise.all([run(), run(), run()]);
    expect(results.map((r) => r.written).sort()).toEqual([0, 0, 6]);
    expect(await slotRows(ctx.db(), slot)).toHaveLength(6);
  }, 60_000);

  it('keeps adding the sales that happen as the clock moves on, each once', async () => {
    const before = await countRows(ctx.db(), 'market_sales');
    clock = START + 12 * HOUR;
    const later = await run();
    const after = await countRows(ctx.db(), 'market_sales');
    expect(after).toBeGreaterThan(before);
    expect(later.ingest).toMatchObject({ inserted: after - before });
    const ids = (await ctx.db()('market_sales').select('order_id')) as { order_id: string }[];
    expect(new Set(ids.map((r) => r.order_id)).size).toBe(ids.length);
  }, 60_000);

  it('runs at start only while the current slot has no snapshot', async () => {
    expect(await marketSnapshotJob({ config, logger, db: ctx.db(), source, now: () => clock }).runAtStart()).toBe(
      false,
    );
    expect(
      await marketSnapshotJob({ config, logger, db: ctx.db(), source, now: () => clock + HOUR }).runAtStart(),
    ).toBe(true);
  });
});

eachDatabase('market-snapshot job on kaspa.com', (ctx) => {
  const NOW = START;
  let api: FakeKaspacom;
  beforeAll(async () => {
    api = await startFakeKaspacom(() => NOW);
  });
  afterAll(() => api.close());
  const run = (now = NOW) =>
    runMarketSnapshot({
      config,
      logger,
      db: ctx.db(),
      source: createKaspacomMarketSource({ apiUrl: api.url, tick: 'NACHO', timeoutMs: 300, now: () => now }),
      now: () => now,
    });

  it('stores the orders once, skips malformed rows and records the listing floor', async () => {
    api.orders = [soldOrder('a', 1, 100, NOW - 10 * 60_000), soldOrder('b', 2, 300, NOW - 2 * HOUR), { _id: 'broken' }];
    api.floor = '95';
    const first = await run();
    expect(first.ingest).toEqual({ fetched: 2, inserted: 2, skipped: 1 });
    const again = await run();
    // the overlap re-fetches order a: stored already, so nothing changes
    expect(again.ingest).toEqual({ fetched: 1, inserted: 0, skipped: 1 });
    expect(await countRows(ctx.db(), 'market_sales')).toBe(2);
    const rows = await slotRows(ctx.db(), SLOT);
    expect(rows.find((r) => r.time_frame === '1h')).toMatchObject({ total_sales: 1, listing_floor: 95 });
    expect(Number(rows.find((r) => r.time_frame === '6h')!.volume_kas)).toBe(400);
  });

  /** [source_answered_at, source_failing_since] of every frame's row of a slot. */
  const healthOf = async (slotAt: number) =>
    (await slotRows(ctx.db(), slotAt)).map((r) => [
      r.source_answered_at === null ? null : Number(r.source_answered_at),
      r.source_failing_since === null ? null : Number(r.source_failing_since),
    ]);
  const sixTimes = (health: [number | null, number | null]) => Array.from({ length: 6 }, () => health);

  it('still snapshots from the stored sales while kaspa.com hangs or fails, and records since when it fails', async () => {
    // the first test's snapshot: kaspa.com answered
    expect(await healthOf(SLOT)).toEqual(sixTimes([NOW, null]));
    api.fault = 'hang';
    const hung = await run(NOW + HOUR);
    expect(hung.ingest).toEqual({ error: expect.stringMatching(/within 300 ms/) });
    expect(hung).toMatchObject({ written: 6, listingFloor: null });
    expect(hung.sourceHealth).toEqual({ answeredAt: NOW, failingSince: NOW + HOUR });
    expect(await healthOf(SLOT + HOUR)).toEqual(sixTimes([NOW, NOW + HOUR]));
    api.fault = 'html';
    const html = await run(NOW + 2 * HOUR);
    expect(html.ingest).toEqual({ error: expect.stringMatching(/not JSON/) });
    const day = (await slotRows(ctx.db(), SLOT + 2 * HOUR)).find((r) => r.time_frame === '1d')!;
    expect(Number(day.total_sales)).toBe(2);
    // still failing since the first failed attempt; the last answer stays the one before it
    expect(await healthOf(SLOT + 2 * HOUR)).toEqual(sixTimes([NOW, NOW + HOUR]));
    api.fault = 'none';
  });

  it('records the answer again once kaspa.com recovers', async () => {
    const recovered = await run(NOW + 3 * HOUR);
    expect(recovered.ingest).toMatchObject({ skipped: 1 });
    expect(recovered.sourceHealth).toEqual({ answeredAt: NOW + 3 * HOUR, failingSince: null });
    expect(await healthOf(SLOT + 3 * HOUR)).toEqual(sixTimes([NOW + 3 * HOUR, null]));
    // the snapshots taken while it failed keep what they knew
    expect(await healthOf(SLOT + HOUR)).toEqual(sixTimes([NOW, NOW + HOUR]));
  });

  it('records a marketplace that fails from the first snapshot on as never answered', async () => {
    await ctx.db()('market_data_history').del();
    api.fault = 'html';
    try {
      const first = await run(NOW + 5 * HOUR);
      expect(first.sourceHealth).toEqual({ answeredAt: null, failingSince: NOW + 5 * HOUR });
      // the backfill from the stored sales does not count as an answer
      expect(await healthOf(SLOT + 5 * HOUR)).toEqual(sixTimes([null, NOW + 5 * HOUR]));
    } finally {
      api.fault = 'none';
    }
  });
});
