import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, createLogger } from '@nacho/core';
import { jsonOf, sameOriginJson, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createContestRouters } from '../index';

// 2026-11-21 12:00 in Berlin: contest month November 2026.
const NOW = Date.UTC(2026, 10, 21, 11, 0, 0);

eachDatabase('hall of fame reads', (ctx) => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const config = testConfig();
    const db = ctx.db();
    const t = NOW;
    await db('nft_like_counts').insert([
      { token_id: 5, reset_year: 2026, reset_month: 11, like_count: 3, updated_at: t },
      { token_id: 9, reset_year: 2026, reset_month: 11, like_count: 7, updated_at: t },
      { token_id: 2, reset_year: 2026, reset_month: 11, like_count: 3, updated_at: t },
      { token_id: 4, reset_year: 2026, reset_month: 11, like_count: 0, updated_at: t },
      { token_id: 1, reset_year: 2026, reset_month: 10, like_count: 50, updated_at: t },
    ]);
    await db('contest_months').insert([
      { year: 2026, month: 10, state: 'crowned', token_id: 1, like_count: 50, decided_at: t, updated_at: t },
      { year: 2026, month: 9, state: 'declared', token_id: 8, like_count: 20, decided_at: t - 1000, updated_at: t },
      { year: 2026, month: 8, state: 'vacated', token_id: null, like_count: 0, decided_at: t - 1500, updated_at: t },
      { year: 2025, month: 12, state: 'crowned', token_id: 3, like_count: 11, decided_at: t - 2000, updated_at: t },
    ]);
    const app = createApp({ config, logger: createLogger(config), db, routers: createContestRouters({ config, logger: createLogger(config), db, now: () => NOW }) });
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('ranks this month by likes, lower token id first on ties, ignoring other months and zero counts', async () => {
    const body = await jsonOf(await fetch(`${base}/api/hall-of-fame/top`));
    expect(body).toEqual({ nfts: [{ tokenId: 9, likeCount: 7 }, { tokenId: 2, likeCount: 3 }, { tokenId: 5, likeCount: 3 }], count: 3, month: 11, year: 2026, monthEndsAt: Date.UTC(2026, 10, 30, 23, 0, 0), contestTz: 'Europe/Berlin', monthWinner: null });
  });

  it('honours limit and rejects a bad one', async () => {
    expect((await jsonOf(await fetch(`${base}/api/hall-of-fame/top?limit=1`))).nfts).toEqual([{ tokenId: 9, likeCount: 7 }]);
    for (const bad of ['0', '101', 'abc', '2.5']) {
      const res = await fetch(`${base}/api/hall-of-fame/top?limit=${bad}`);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error.message).toMatch(/^limit: /);
    }
  });

  it('lists history newest month first and names the latest winner', async () => {
    const history = await jsonOf(await fetch(`${base}/api/hall-of-fame/history`));
    expect(history.map((e: { tokenId: number }) => e.tokenId)).toEqual([1, 8, 3]);
    expect(history[0]).toMatchObject({ tokenId: 1, resetMonth: 10, resetYear: 2026, likeCount: 50, how: 'crowned', createdAt: NOW });
    expect(history[1]).toMatchObject({ tokenId: 8, how: 'declared' });
    const month = await jsonOf(await fetch(`${base}/api/hall-of-fame/nft-of-the-month`));
    expect(month).toEqual({ nft: { tokenId: 1, likeCount: 50, resetMonth: 10, resetYear: 2026, how: 'crowned' } });
  });

  it('reads a token like count for the current month and validates the id', async () => {
    expect(await jsonOf(await fetch(`${base}/api/likes/nft/9`))).toEqual({ liked: false, count: 7 });
    expect(await jsonOf(await fetch(`${base}/api/likes/nft/1`))).toEqual({ liked: false, count: 0 });
    const bad = await fetch(`${base}/api/likes/nft/abc`);
    expect(bad.status).toBe(400);
  });

  it('refuses admin calls on the server without an admin session', async () => {
    expect(await jsonOf(await fetch(`${base}/api/admin/session`))).toMatchObject({ authenticated: false });
    const res = await fetch(`${base}/api/admin/delete-all-likes`, { method: 'POST', headers: sameOriginJson(base) });
    expect(res.status).toBe(401);
    expect((await jsonOf(res)).error.code).toBe('admin_session_required');
  });
});
