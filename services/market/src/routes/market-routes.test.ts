import { eachDatabase } from '@nacho/db/testing';
import type { Db } from '@nacho/core';
import { backfillMarketHistory, writeMarketSnapshot } from '../snapshots/write-snapshot';
import { startMarketApi, WALLET_ADMIN, type MarketApi } from '../testing/market-api';

const NOW = Date.UTC(2026, 10, 23, 12, 7, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

async function insertSales(
  db: Db,
  rows: Array<
    [id: string, tokenId: number, price: number, soldAt: number, buyer: string, seller: string, source?: string]
  >,
) {
  await db('market_sales').insert(
    rows.map(([id, tokenId, price, soldAt, buyer, seller, source]) => ({
      order_id: id,
      token_id: tokenId,
      price_kas: price,
      sold_at: soldAt,
      buyer,
      seller,
      source: source ?? 'demo',
    })),
  );
}

const SALES: Parameters<typeof insertSales>[1] = [
  ['s1', 7, 1000, NOW - 10 * MIN, 'kaspa:b1', 'kaspa:s1'],
  ['s2', 8, 3000, NOW - 30 * MIN, 'kaspa:b2', 'kaspa:s1'],
  ['s3', 7, 1500, NOW - 5 * HOUR, 'kaspa:b1', 'kaspa:s2'],
  ['s4', 9, 800, NOW - 30 * HOUR, 'kaspa:b3', 'kaspa:s3'],
  ['k1', 9, 1, NOW - 1 * MIN, 'kaspa:x', 'kaspa:y', 'kaspacom'],
];

/** Every case starts from its own data, so that the cases pass in any order and alone. */
eachDatabase('market routes', (ctx) => {
  let clock = NOW;
  let api: MarketApi;
  beforeAll(async () => {
    api = await startMarketApi(ctx.db(), { now: () => clock });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    clock = NOW;
    api.session = 'admin';
    for (const table of ['market_sales', 'market_data_history', 'admin_audit_log']) await ctx.db()(table).del();
  });

  /** The sales above and two snapshots (20 hours ago and now). */
  const seedSalesAndSnapshots = async () => {
    await insertSales(ctx.db(), SALES);
    await writeMarketSnapshot(ctx.db(), { source: 'demo', now: NOW - 20 * HOUR });
    await writeMarketSnapshot(ctx.db(), { source: 'demo', now: NOW });
  };

  it('answers 503 until a snapshot exists', async () => {
    const { status, body } = await api.get('/dashboard-stats?timeFrame=1d');
    expect(status).toBe(503);
    expect(body.error.code).toBe('market_data_unavailable');
  });

  it("answers the frame's figures from the latest snapshot, cacheable until the next one is due", async () => {
    await seedSalesAndSnapshots();
    clock = NOW + 5 * MIN;
    const { status, body, headers } = await api.get('/dashboard-stats?timeFrame=1d');
    expect(status).toBe(200);
    expect(body).toEqual({
      result: {
        timeFrame: '1d',
        floorPrice: 1000,
        volume24h: 5500,
        volumeUsd: null,
        avgPrice: 5500 / 3,
        highestPrice: 3000,
        totalSales: 3,
        uniqueBuyers: 2,
        uniqueSellers: 2,
        floorPriceChange: 25,
        volumeChange: ((5500 - 800) / 800) * 100,
        listingFloor: null,
        asOf: NOW,
        // a snapshot written without an ingest outcome: the marketplace answered at its time
        sourceAnsweredAt: NOW,
        sourceFailingSince: null,
      },
    });
    expect(headers.get('cache-control')).toBe('public, max-age=600');
    expect((await api.get('/dashboard-stats?timeFrame=15m')).body.result).toMatchObject({
      totalSales: 1,
      floorPrice: 1000,
      floorPriceChange: null,
      volumeChange: null,
    });
    expect((await api.get('/dashboard-stats')).body.result.timeFrame).toBe('1d');
    clock = NOW + 40 * MIN;
    expect((await api.get('/dashboard-stats?timeFrame=6h')).headers.get('cache-control')).toBe('public, max-age=0');
  });

  it("shows the indexer's cheapest listing as the listing floor when the marketplace gives none", async () => {
    await insertSales(ctx.db(), SALES);
    await writeMarketSnapshot(ctx.db(), { source: 'demo', now: NOW });
    expect((await api.get('/dashboard-stats?timeFrame=1d')).body.result.listingFloor).toBeNull();
    await ctx
      .db()('nft_listings')
      .insert([
        { token_id: 5, price_sompi: 420_000_000_000, listed_at: NOW, updated_at: NOW },
        { token_id: 9, price_sompi: 399_500_000_000, listed_at: NOW, updated_at: NOW },
      ]);
    expect((await api.get('/dashboard-stats?timeFrame=1d')).body.result.listingFloor).toBe(3995);
    await ctx.db()('nft_listings').del();
  });

  it('says since when the marketplace has been failing and when it last answered', async () => {
    await insertSales(ctx.db(), SALES);
    await writeMarketSnapshot(ctx.db(), { source: 'demo', now: NOW - 20 * HOUR });
    // the marketplace stopped answering 50 minutes ago; the snapshots went on from the stored sales
    const failing = { answeredAt: NOW - 65 * MIN, failingSince: NOW - 50 * MIN };
    await writeMarketSnapshot(ctx.db(), { source: 'demo', now: NOW, sourceHealth: failing });
    const { status, body } = await api.get('/dashboard-stats?timeFrame=1d');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      asOf: NOW,
      totalSales: 3,
      sourceAnsweredAt: NOW - 65 * MIN,
      sourceFailingSince: NOW - 50 * MIN,
    });
    // a reset keeps what the newest snapshot knew about the marketplace
    clock = NOW + 5 * MIN;
    expect((await api.post('/reset-history')).status).toBe(200);
    expect((await api.get('/dashboard-stats?timeFrame=7d')).body.result).toMatchObject({
      asOf: NOW + 5 * MIN,
      sourceAnsweredAt: NOW - 65 * MIN,
      sourceFailingSince: NOW - 50 * MIN,
    });
    // once it answers again, the next snapshot says so
    clock = NOW + 15 * MIN;
    await writeMarketSnapshot(ctx.db(), {
      source: 'demo',
      now: NOW + 15 * MIN,
      sourceHealth: { answeredAt: NOW + 15 * MIN, failingSince: null },
    });
    expect((await api.get('/dashboard-stats?timeFrame=1d')).body.result).toMatchObject({
      asOf: NOW + 15 * MIN,
      sourceAnsweredAt: NOW + 15 * MIN,
      sourceFailingSince: null,
    });
  });

  it.each(['2d', '1D', '', '24h'])('rejects timeFrame=%j with 400 listing the allowed values', async (frame) => {
    const { status, body } = await api.get(`/dashboard-stats?timeFrame=${encodeURIComponent(frame)}`);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_input',
      message: 'timeFrame: must be one of 15m, 1h, 6h, 1d, 7d, 30d',
    });
  });

  it('rejects a repeated timeFrame', async () => {
    expect((await api.get('/dashboard-stats?timeFrame=1d&timeFrame=7d')).status).toBe(400);
  });

  it('gives the chart series of a frame, oldest first, within the days asked', async () => {
    await seedSalesAndSnapshots();
    const { body } = await api.get('/history?timeFrame=1d&days=1');
    expect(body.result.points).toEqual([
      { at: NOW - 20 * HOUR, floorPrice: 800, volumeKas: 800, totalSales: 1 },
      { at: NOW, floorPrice: 1000, volumeKas: 5500, totalSales: 3 },
    ]);
    for (const bad of ['days=0', 'days=91', 'days=1.5', 'days=abc', 'timeFrame=1w']) {
      const reply = await api.get(`/history?${bad}`);
      expect([reply.status, reply.body.error.code]).toEqual([400, 'invalid_input']);
    }
  });

  it('thins a long series to at most 200 points', async () => {
    await backfillMarketHistory(ctx.db(), { source: 'demo', now: NOW, days: 30 });
    const { body } = await api.get('/history?timeFrame=7d&days=30');
    expect(body.result.points.length).toBeGreaterThan(150);
    expect(body.result.points.length).toBeLessThanOrEqual(200);
    const times = body.result.points.map((p: { at: number }) => p.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("lists a token's last sales on the configured source, newest first", async () => {
    await insertSales(ctx.db(), SALES);
    const { body } = await api.get('/sales?tokenId=7');
    expect(body).toEqual({
      result: {
        tokenId: 7,
        sales: [
          { orderId: 's1', priceKas: 1000, buyer: 'kaspa:b1', seller: 'kaspa:s1', soldAt: NOW - 10 * MIN },
          { orderId: 's3', priceKas: 1500, buyer: 'kaspa:b1', seller: 'kaspa:s2', soldAt: NOW - 5 * HOUR },
        ],
      },
    });
    expect((await api.get('/sales?tokenId=7&limit=1')).body.result.sales).toHaveLength(1);
    expect((await api.get('/sales?tokenId=9')).body.result.sales.map((s: { orderId: string }) => s.orderId)).toEqual([
      's4',
    ]);
    expect((await api.get('/sales?tokenId=1234')).body.result.sales).toEqual([]);
    for (const bad of ['', 'tokenId=0', 'tokenId=1e3', 'tokenId=-1', 'tokenId=10001', 'tokenId=7&limit=51']) {
      expect((await api.get(`/sales?${bad}`)).status).toBe(400);
    }
  });

  it('resets history only for an admin session and from the site itself', async () => {
    await seedSalesAndSnapshots();
    api.session = 'none';
    expect((await api.post('/reset-history')).status).toBe(401);
    api.session = 'user';
    const user = await api.post('/reset-history');
    expect([user.status, user.body.error.code]).toEqual([403, 'admin_required']);
    api.session = 'admin';
    const crossSite = await api.post('/reset-history', {
      Origin: 'https://evil.example',
      'Content-Type': 'application/json',
    });
    expect(crossSite.status).toBe(403);
    expect(Number((await ctx.db()('market_data_history').count({ n: '*' }).first())!.n)).toBe(12);
  });

  it('deletes all history and writes new baselines for all six frames, with an audit entry', async () => {
    await seedSalesAndSnapshots();
    clock = NOW + HOUR;
    const { status, body } = await api.post('/reset-history');
    expect(status).toBe(200);
    expect(body.result.message).toMatch(
      /^Market data history reset: \d+ entries deleted, new baselines created for 15m, 1h, 6h, 1d, 7d, 30d$/,
    );
    const rows = (await ctx.db()('market_data_history').select('time_frame', 'timestamp')) as {
      time_frame: string;
      timestamp: number;
    }[];
    expect(rows.map((r) => r.time_frame).sort()).toEqual(['15m', '1d', '1h', '30d', '6h', '7d']);
    expect(rows.every((r) => Number(r.timestamp) === NOW + HOUR)).toBe(true);
    expect((await api.get('/dashboard-stats?timeFrame=1d')).body.result).toMatchObject({
      asOf: NOW + HOUR,
      totalSales: 3,
    });
    // The one audit writer of every service (core's recordAdminAction): snake_case verb_object, actor and IP.
    const audit = await ctx.db()('admin_audit_log').select('*');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'reset_market_history',
      actor: 'passcode',
      target: 'market_data_history',
      ip_address: expect.stringMatching(/127\.0\.0\.1$/),
    });
    expect(JSON.parse(audit[0].details)).toEqual({ deleted: expect.any(Number), baselines: 6 });
    expect(Number(audit[0].at)).toBe(NOW + HOUR);
  });

  it('names an ADMIN_WALLETS admin in the audit entry by the wallet address', async () => {
    api.session = 'wallet-admin';
    expect((await api.post('/reset-history')).status).toBe(200);
    const audit = await ctx.db()('admin_audit_log').select('actor', 'action');
    expect(audit).toEqual([{ actor: `wallet:${WALLET_ADMIN.address}`, action: 'reset_market_history' }]);
  });

  it('leaves exactly one baseline per frame when two instances reset at once', async () => {
    const other = await startMarketApi(ctx.db(), { now: () => clock });
    other.session = 'admin';
    try {
      const replies = await Promise.all([
        api.post('/reset-history'),
        other.post('/reset-history'),
        api.post('/reset-history'),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(Number((await ctx.db()('market_data_history').count({ n: '*' }).first())!.n)).toBe(6);
    } finally {
      await other.close();
    }
  });

  it('serves its OpenAPI document', async () => {
    const { status, body } = await api.get('/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths).sort()).toEqual([
      '/api/market/dashboard-stats',
      '/api/market/history',
      '/api/market/openapi.json',
      '/api/market/reset-history',
      '/api/market/sales',
    ]);
    expect(body.paths['/api/market/dashboard-stats'].get.parameters[0].schema.enum).toEqual([
      '15m',
      '1h',
      '6h',
      '1d',
      '7d',
      '30d',
    ]);
  });
});
