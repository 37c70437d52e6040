import { createApp, createDb, createLogger, type Db } from '@nacho/core';
import {
  jsonOf,
  listenForTest,
  sameOriginJson,
  tempDir,
  testConfig,
  type ListeningTestServer,
} from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { createStagedSales, type StagedSales } from '@nacho/worker';
import { DEMO_SALE_PATH, demoSaleAid } from './demo-sale-aid';

const SELLER = 'kaspa:qseller';
const OTHER = 'kaspa:qother';

describe('POST /api/dev/demo-sale (the test aid that sells a demo NFT now)', () => {
  let db: Db;
  const servers: ListeningTestServer[] = [];
  const syncs: string[] = [];

  beforeAll(async () => {
    const config = testConfig();
    db = createDb(config, { filename: `${tempDir()}/demo-sale.sqlite` });
    await migrateLatest(db);
    await db('tokens').insert(
      [
        [1, SELLER],
        [2, OTHER],
      ].map(([id, owner]) => ({
        token_id: id,
        tick: 'NACHO',
        owner,
        op_score_mod: '1',
        staking_power: null,
        updated_at: 0,
      })),
    );
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await db.destroy();
  });

  async function serve(nodeEnv: 'test' | 'production', staged: StagedSales) {
    const config = { ...testConfig(), nodeEnv };
    const aid = demoSaleAid({ config, db, staged, sync: async () => void syncs.push(nodeEnv), now: () => 1_000 });
    const server = await listenForTest(
      createApp({ config, logger: createLogger(config), db, routers: [], middleware: [aid] }),
    );
    servers.push(server);
    return server.base;
  }
  const post = (base: string, body: unknown, headers = sameOriginJson(base)) =>
    fetch(`${base}${DEMO_SALE_PATH}`, { method: 'POST', headers, body: JSON.stringify(body) });

  it('stages a sale of the token to another holder at the time it is asked, and starts a sync', async () => {
    const staged = createStagedSales();
    const base = await serve('test', staged);
    const res = await post(base, { tokenId: 1, priceKas: 1234 });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).result).toMatchObject({
      tokenId: 1,
      buyer: OTHER,
      priceKas: 1234,
      soldAt: 1_000,
    });
    expect(staged.list()).toHaveLength(1);
    expect(syncs).toEqual(['test']);
  });

  it('answers bad input with 400, an unknown token with 404, a cross-site request with 403', async () => {
    const staged = createStagedSales();
    const base = await serve('test', staged);
    for (const body of [{}, { tokenId: 0 }, { tokenId: '1' }, { tokenId: 1.5 }, { tokenId: 1, priceKas: -1 }]) {
      const res = await post(base, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect((await jsonOf(res)).error.code).toBe('invalid_input');
    }
    expect((await post(base, { tokenId: 99 })).status).toBe(404);
    const crossSite = await post(base, { tokenId: 1 }, { ...sameOriginJson(base), Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(staged.list()).toHaveLength(0);
  });

  it('never answers when NODE_ENV=production, even where it is mounted', async () => {
    const staged = createStagedSales();
    const base = await serve('production', staged);
    const res = await post(base, { tokenId: 1 });
    expect(res.status).toBe(404);
    expect(staged.list()).toHaveLength(0);
    expect(syncs).not.toContain('production');
  });
});
