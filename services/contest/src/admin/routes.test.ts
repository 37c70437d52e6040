import { createDb, type Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createContestRouters } from '../index';
import { auditActions, clearContestTables, likeCount, seedLikes, seedMonth, seedUsers } from './testing/seed';
import { Browser, startTestApp, TEST_USER_HEADER, type RunningTestApp } from './testing/admin-test-app';

// 2026-11-21 12:00 in Berlin: contest month November 2026.
const NOW = Date.UTC(2026, 10, 21, 11, 0, 0);
const HOUR = 3600_000;
const WALLET = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

eachDatabase('admin API', (dbc) => {
  let apps: RunningTestApp[];
  let secondDb: Db;
  let admin: Browser;
  let admin2: Browser;
  const clock = { now: NOW };
  const db = () => dbc.db();

  beforeAll(async () => {
    const config = testConfig({ ADMIN_WALLETS: WALLET });
    secondDb = createDb({ databaseUrl: dbc.databaseUrl(), dataDir: dbc.dataDir() });
    apps = await Promise.all(
      [db(), secondDb].map((d) =>
        startTestApp({
          config,
          db: d,
          clock,
          routers: createContestRouters({ config, db: d, logger: undefined as never, now: () => clock.now }),
        }),
      ),
    );
    admin = new Browser(apps[0]!.base, { [TEST_USER_HEADER]: `admin-1 ${WALLET}` });
    admin2 = new Browser(apps[1]!.base, { [TEST_USER_HEADER]: `admin-1 ${WALLET}` });
    await seedUsers(db(), ['alice', 'bob', 'carol', 'dave']);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await secondDb.destroy();
  });
  beforeEach(() => clearContestTables(db()));

  const expect400 = async (res: Response, field?: string) => {
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.error.code).toBe('invalid_input');
    if (field) expect(body.error.message).toMatch(new RegExp(`^${field}: `));
  };

  describe('GET /api/admin/stats', () => {
    it('counts likes, likers and suspicious likes, buckets the last 24 hours and ranks this month', async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 7, at: NOW - 10 * 60_000, month: '2026-11' },
        { userId: 'bob', tokenId: 7, at: NOW - 20 * 60_000, month: '2026-11', suspicious: true, reason: 'new account' },
        { userId: 'alice', tokenId: 9, at: NOW - 3 * HOUR, month: '2026-11' },
        { userId: 'carol', tokenId: 9, at: NOW - 23 * HOUR - 1, month: '2026-11' },
        { userId: 'carol', tokenId: 3, at: NOW - 30 * HOUR, month: '2026-11' },
        { userId: 'dave', tokenId: 1, at: NOW - 40 * 24 * HOUR, month: '2026-10' },
      ]);
      const stats = await jsonOf(await admin.fetch('/api/admin/stats'));
      expect(stats).toMatchObject({ totalLikes: 6, uniqueUsersLiked: 4, suspiciousLikes: 1 });
      expect(stats.recentActivity).toHaveLength(24);
      // NOW is on the hour: the current slot has just begun; the two likes of the last 20 minutes are in the slot before.
      expect(stats.recentActivity[23]).toEqual({ time: new Date(NOW).toISOString(), count: 0 });
      expect(stats.recentActivity[22]).toEqual({ time: new Date(NOW - HOUR).toISOString(), count: 2 });
      expect(stats.recentActivity[20]).toEqual({ time: new Date(NOW - 3 * HOUR).toISOString(), count: 1 });
      expect(stats.recentActivity.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(3);
      // 9 and 7 both have 2 likes; 9 reached 2 three hours ago, 7 ten minutes ago: 9 ranks first (the one ordering).
      expect(stats.topLikedNFTs).toEqual([
        { tokenId: 9, likeCount: 2 },
        { tokenId: 7, likeCount: 2 },
        { tokenId: 3, likeCount: 1 },
      ]);
    });
  });

  describe('GET /api/admin/like-logs', () => {
    beforeEach(async () => {
      await seedLikes(
        db(),
        Array.from({ length: 30 }, (_, i) => ({
          userId: ['alice', 'bob', 'carol'][i % 3]!,
          tokenId: 100 + i,
          at: NOW - i * 60_000,
          month: '2026-11',
          ip: i % 10 === 0 ? null : `10.0.${i}.1`,
          suspicious: i === 4,
          reason: i === 4 ? '12 likes in 1 minute' : null,
        })),
      );
    });

    it('pages 25 a page, newest first, with the total', async () => {
      const first = await jsonOf(await admin.fetch('/api/admin/like-logs'));
      expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25, pageCount: 2 });
      expect(first.logs).toHaveLength(25);
      expect(first.logs[0]).toEqual({
        id: expect.any(Number),
        tokenId: 100,
        userId: 'alice',
        voter: { address: null, method: 'demo' },
        ipAddress: null,
        timestamp: NOW,
        suspicious: false,
        suspiciousReason: null,
      });
      expect(first.logs[4]).toMatchObject({
        tokenId: 104,
        ipAddress: '10.0.4.1',
        suspicious: true,
        suspiciousReason: '12 likes in 1 minute',
      });
      const second = await jsonOf(await admin.fetch('/api/admin/like-logs?page=2'));
      expect(second.logs.map((l: { tokenId: number }) => l.tokenId)).toEqual([125, 126, 127, 128, 129]);
      expect((await jsonOf(await admin.fetch('/api/admin/like-logs?page=3'))).logs).toEqual([]);
    });

    it('searches on the server by token id, user id or IP address', async () => {
      const search = async (q: string) =>
        jsonOf(await admin.fetch(`/api/admin/like-logs?search=${encodeURIComponent(q)}`));
      expect((await search('107')).logs.map((l: { tokenId: number }) => l.tokenId)).toEqual([107]);
      const bob = await search('BO');
      expect(bob.total).toBe(10);
      expect(bob.logs.every((l: { userId: string }) => l.userId === 'bob')).toBe(true);
      expect((await search('10.0.17.')).logs.map((l: { tokenId: number }) => l.tokenId)).toEqual([117]);
      expect((await search('  carol  ')).total).toBe(10);
      // Wildcards typed by the admin are literal characters.
      expect((await search('%')).total).toBe(0);
      expect((await search('_')).total).toBe(0);
      expect((await search('nobody')).logs).toEqual([]);
    });

    it('names each voter by wallet address (or how they signed in), finds a wallet address, and shows IPv4 clients plainly', async () => {
      await db()('users').where({ id: 'bob' }).update({ kaspa_address: WALLET });
      await db()('users').where({ id: 'carol' }).update({ oidc_subject: 'sub-carol' });
      await db()('nft_likes').where({ token_id: 101 }).update({ ip_address: '::ffff:192.0.2.7' });
      const byWallet = await jsonOf(
        await admin.fetch(`/api/admin/like-logs?search=${encodeURIComponent(WALLET.slice(6, 20).toUpperCase())}`),
      );
      expect(byWallet.total).toBe(10);
      expect(
        byWallet.logs.every(
          (l: { voter: unknown }) => JSON.stringify(l.voter) === JSON.stringify({ address: WALLET, method: 'wallet' }),
        ),
      ).toBe(true);
      const all = (await jsonOf(await admin.fetch('/api/admin/like-logs'))).logs as Array<{
        tokenId: number;
        userId: string;
        voter: unknown;
        ipAddress: string | null;
      }>;
      expect(all.find((l) => l.userId === 'carol')!.voter).toEqual({ address: null, method: 'oidc' });
      expect(all.find((l) => l.tokenId === 101)!.ipAddress).toBe('192.0.2.7');
      await db()('users').whereIn('id', ['bob', 'carol']).update({ kaspa_address: null, oidc_subject: null });
    });

    it('rejects a bad page or an over-long search with 400', async () => {
      for (const page of ['0', '-1', '1.5', 'abc', '1e3', '0x10', ''])
        await expect400(await admin.fetch(`/api/admin/like-logs?page=${page}`), 'page');
      await expect400(await admin.fetch(`/api/admin/like-logs?search=${'a'.repeat(101)}`), 'search');
      await expect400(await admin.fetch('/api/admin/like-logs?page=1&page=2'), 'page');
    });
  });

  describe('DELETE /api/admin/delete-like/{id}', () => {
    it('removes the like, lowers its month count and writes the audit row in the same change', async () => {
      const [a, b] = await seedLikes(db(), [
        { userId: 'alice', tokenId: 7, at: NOW, month: '2026-11', ip: '1.2.3.4' },
        { userId: 'bob', tokenId: 7, at: NOW, month: '2026-11' },
      ]);
      const res = await admin.fetch(`/api/admin/delete-like/${a}`, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({ deleted: 1, tokenId: 7, year: 2026, month: 11, likeCount: 1 });
      expect(await likeCount(db(), 7, 2026, 11)).toBe(1);
      expect(await db()('nft_likes').where({ id: a }).first()).toBeUndefined();
      expect(await db()('nft_likes').where({ id: b }).first()).toBeDefined();
      expect(await db()('nft_likes_removed').where({ id: a }).first('token_id', 'user_id')).toEqual({
        token_id: 7,
        user_id: 'alice',
      });
      expect(await auditActions(db())).toEqual([
        {
          action: 'delete_like',
          target: `like:${a}`,
          actor: expect.any(String),
          details: { months: ['2026-11'], likesByMonth: { '2026-11': 1 }, likeId: a, tokenId: 7 },
        },
      ]);
      const [row] = await db()('admin_audit_log').select('ip_address', 'at');
      expect(row.ip_address).toMatch(/127\.0\.0\.1/);
      expect(Number(row.at)).toBe(NOW);
    });

    it('answers 404 for a missing like without an audit row, and 400 for an id that is not digits', async () => {
      const res = await admin.fetch('/api/admin/delete-like/999999', { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect((await jsonOf(res)).error.code).toBe('like_not_found');
      expect(await auditActions(db())).toEqual([]);
      for (const id of ['abc', '-1', '1.5', '0', '99999999999'])
        await expect400(await admin.fetch(`/api/admin/delete-like/${id}`, { method: 'DELETE' }), 'id');
    });

    it('lowers the count once when two replicas delete the same like at once', async () => {
      const [id] = await seedLikes(db(), [
        { userId: 'alice', tokenId: 8, at: NOW, month: '2026-11' },
        { userId: 'bob', tokenId: 8, at: NOW, month: '2026-11' },
        { userId: 'carol', tokenId: 8, at: NOW, month: '2026-11' },
      ]);
      const statuses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? admin2 : admin).fetch(`/api/admin/delete-like/${id}`, { method: 'DELETE' }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 404)).toHaveLength(5);
      expect(await likeCount(db(), 8, 2026, 11)).toBe(2);
      expect((await auditActions(db())).map((a) => a.action)).toEqual(['delete_like']);
    });
  });

  describe('bulk removals', () => {
    beforeEach(async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 7, at: NOW, month: '2026-11' },
        { userId: 'bob', tokenId: 7, at: NOW, month: '2026-11' },
        { userId: 'carol', tokenId: 9, at: NOW, month: '2026-11' },
        { userId: 'dave', tokenId: 1, at: NOW - 30 * 24 * HOUR, month: '2026-10' },
      ]);
    });

    it('likes-per-month counts what each month removal would remove', async () => {
      expect(await jsonOf(await admin.fetch('/api/admin/likes-per-month'))).toEqual({
        current: { year: 2026, month: 11 },
        months: [
          { year: 2026, month: 11, likes: 3 },
          { year: 2026, month: 10, likes: 1 },
        ],
      });
    });

    it('delete-all-likes removes every like and count and reports how many', async () => {
      const res = await admin.fetch('/api/admin/delete-all-likes', { method: 'POST' });
      expect(await jsonOf(res)).toEqual({ deletedLikes: 4, deletedCounts: 3 });
      expect(await db()('nft_likes').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
      expect(Number((await db()('nft_likes').count({ n: '*' }))[0]!.n)).toBe(0);
      expect(Number((await db()('nft_likes_removed').count({ n: '*' }))[0]!.n)).toBe(4);
      expect(await auditActions(db())).toEqual([
        {
          action: 'delete_all_likes',
          target: null,
          actor: expect.any(String),
          details: {
            months: expect.arrayContaining(['2026-11', '2026-10']),
            likesByMonth: { '2026-11': 3, '2026-10': 1 },
            deletedLikes: 4,
            deletedCounts: 3,
          },
        },
      ]);
    });

    it('reset-monthly-contest clears only the current contest month', async () => {
      const body = await jsonOf(await admin.fetch('/api/admin/reset-monthly-contest', { method: 'POST', body: {} }));
      expect(body).toEqual({ year: 2026, month: 11, deletedLikes: 3, deletedCounts: 2 });
      expect(await likeCount(db(), 1, 2026, 10)).toBe(1);
      expect(await likeCount(db(), 7, 2026, 11)).toBe(0);
      expect((await auditActions(db()))[0]).toMatchObject({ action: 'reset_monthly_contest', target: 'month:2026-11' });
    });

    it('delete-likes-for-month clears the given month for real', async () => {
      const body = await jsonOf(
        await admin.fetch('/api/admin/delete-likes-for-month', { method: 'POST', body: { year: 2026, month: 10 } }),
      );
      expect(body).toEqual({ year: 2026, month: 10, deletedLikes: 1, deletedCounts: 1 });
      expect(await likeCount(db(), 1, 2026, 10)).toBe(0);
      expect(await likeCount(db(), 7, 2026, 11)).toBe(2);
      expect((await auditActions(db()))[0]).toMatchObject({
        action: 'delete_likes_for_month',
        target: 'month:2026-10',
        details: { deletedLikes: 1, deletedCounts: 1 },
      });
    });

    it('validates the month and refuses fields on the no-body actions', async () => {
      for (const [body, field] of [
        [{ year: 2026, month: 13 }, 'month'],
        [{ year: 2026, month: 0 }, 'month'],
        [{ year: 2022, month: 5 }, 'year'],
        [{ year: '2026', month: 5 }, 'year'],
        [{ year: 2026, month: 5.5 }, 'month'],
        [{ year: 2026 }, 'month'],
      ] as const) {
        await expect400(await admin.fetch('/api/admin/delete-likes-for-month', { method: 'POST', body }), field);
      }
      await expect400(await admin.fetch('/api/admin/delete-all-likes', { method: 'POST', body: { all: true } }));
      const raw = await fetch(`${apps[0]!.base}/api/admin/delete-likes-for-month`, {
        method: 'POST',
        headers: { Origin: apps[0]!.base, 'Content-Type': 'application/json', [TEST_USER_HEADER]: `admin-1 ${WALLET}` },
        body: '{"year": 2026,',
      });
      expect(raw.status).toBe(400);
      expect(await auditActions(db())).toEqual([]);
      expect(Number((await db()('nft_likes').count({ n: '*' }))[0]!.n)).toBe(4);
    });
  });

  describe('POST /api/admin/declare-winner', () => {
    it('crowns the current month once, with the token like count, and reports it', async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 42, at: NOW, month: '2026-11' },
        { userId: 'bob', tokenId: 42, at: NOW, month: '2026-11' },
      ]);
      const res = await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 42 } });
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({
        tokenId: 42,
        month: 11,
        year: 2026,
        entry: { tokenId: 42, likeCount: 2, resetMonth: 11, resetYear: 2026, how: 'declared' },
      });
      const history = await jsonOf(await fetch(`${apps[0]!.base}/api/hall-of-fame/history`));
      expect(history).toEqual([
        expect.objectContaining({ tokenId: 42, resetMonth: 11, resetYear: 2026, likeCount: 2, how: 'declared' }),
      ]);
      const again = await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: '43' } });
      expect(again.status).toBe(409);
      expect((await jsonOf(again)).error).toEqual({
        code: 'month_has_winner',
        message: 'November 2026 already has its NFT of the Month (NACHO #42)',
      });
      expect((await auditActions(db())).map((a) => a.action)).toEqual(['declare_winner']);
    });

    it('declares a finished month that awaits crowning or is vacated, and refuses a crowned one or a future one', async () => {
      await seedLikes(db(), [{ userId: 'alice', tokenId: 5, at: NOW - 40 * 24 * HOUR, month: '2026-10' }]);
      await seedMonth(db(), { year: 2026, month: 9, state: 'vacated' });
      await seedMonth(db(), { year: 2026, month: 8, state: 'crowned', tokenId: 77, likeCount: 3 });
      const declare = (body: object) => admin.fetch('/api/admin/declare-winner', { method: 'POST', body });
      expect(await jsonOf(await declare({ tokenId: 5, year: 2026, month: 10 }))).toMatchObject({
        year: 2026,
        month: 10,
        entry: { tokenId: 5, likeCount: 1, how: 'declared' },
      });
      expect(await jsonOf(await declare({ tokenId: 6, year: 2026, month: 9 }))).toMatchObject({
        year: 2026,
        month: 9,
        entry: { tokenId: 6, likeCount: 0 },
      });
      const crowned = await declare({ tokenId: 6, year: 2026, month: 8 });
      expect(crowned.status).toBe(409);
      expect((await jsonOf(crowned)).error.message).toBe('August 2026 already has its NFT of the Month (NACHO #77)');
      const future = await declare({ tokenId: 6, year: 2026, month: 12 });
      expect(future.status).toBe(400);
      expect((await jsonOf(future)).error.code).toBe('month_in_future');
      await expect400(await declare({ tokenId: 6, year: 2026 }), 'month');
      const states = await db()('contest_months').select('month', 'state', 'token_id').orderBy('month');
      expect(states).toEqual([
        { month: 8, state: 'crowned', token_id: 77 },
        { month: 9, state: 'declared', token_id: 6 },
        { month: 10, state: 'declared', token_id: 5 },
      ]);
    });

    it('lets exactly one of many parallel declarations on two replicas win', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? admin2 : admin)
            .fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 10 + i } })
            .then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      expect(Number((await db()('contest_months').count({ n: '*' }))[0]!.n)).toBe(1);
      expect((await auditActions(db())).map((a) => a.action)).toEqual(['declare_winner']);
    });

    it('rejects a token id outside 1-10000 or not a number', async () => {
      for (const tokenId of [0, 10001, -3, 1.5, 'abc', '', ' 7x', null, true]) {
        await expect400(
          await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId } }),
          'tokenId',
        );
      }
      await expect400(await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: {} }), 'tokenId');
    });
  });

  describe('Hall of Fame entries', () => {
    let ids: number[];
    beforeEach(async () => {
      ids = [
        await seedMonth(db(), { year: 2026, month: 9, state: 'crowned', tokenId: 1, likeCount: 5, at: NOW }),
        await seedMonth(db(), { year: 2026, month: 10, state: 'crowned', tokenId: 2, likeCount: 6, at: NOW }),
      ];
    });
    const readMonthRow = (ym: { year: number; month: number }) => db()('contest_months').first('*').where(ym);
    const states = async () =>
      (await db()('contest_months').select('year', 'month', 'state', 'token_id')).sort(
        (a, b) => a.year * 12 + a.month - (b.year * 12 + b.month),
      );

    it('moves an entry into a finished month without a winner; its own month is vacated; a month with a winner is refused naming it', async () => {
      const res = await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, {
        method: 'PUT',
        body: { month: 3, year: 2024 },
      });
      const moved = await jsonOf(res);
      expect(moved).toMatchObject({ tokenId: 1, month: 3, year: 2024 });
      expect(await states()).toEqual([
        { year: 2024, month: 3, state: 'declared', token_id: 1 },
        { year: 2026, month: 9, state: 'vacated', token_id: null },
        { year: 2026, month: 10, state: 'crowned', token_id: 2 },
      ]);
      const taken = await admin.fetch(`/api/admin/hall-of-fame/${moved.id}`, {
        method: 'PUT',
        body: { month: 10, year: 2026 },
      });
      expect(taken.status).toBe(409);
      expect((await jsonOf(taken)).error).toEqual({
        code: 'month_has_winner',
        message: 'October 2026 already has its NFT of the Month (NACHO #2)',
      });
      expect((await auditActions(db())).map((a) => a.details)).toEqual([
        {
          months: ['2026-09', '2024-03'],
          tokenId: 1,
          from: { month: 9, year: 2026 },
          to: { month: 3, year: 2024 },
          entryId: moved.id,
        },
      ]);
    });

    it('refuses to move an entry into the current or a future month (400) and keeps everything', async () => {
      for (const body of [
        { month: 11, year: 2026 },
        { month: 1, year: 2027 },
      ]) {
        const res = await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'PUT', body });
        expect(res.status).toBe(400);
        expect((await jsonOf(res)).error.code).toBe('month_not_finished');
      }
      expect((await states()).map((s) => s.state)).toEqual(['crowned', 'crowned']);
      expect(await auditActions(db())).toEqual([]);
    });

    it('validates the edit (month 1-12, year from 2023) and answers 404 for a missing entry', async () => {
      for (const [body, field] of [
        [{ month: 0, year: 2024 }, 'month'],
        [{ month: 13, year: 2024 }, 'month'],
        [{ month: 5, year: 2022 }, 'year'],
        [{ month: 5, year: 1e9 }, 'year'],
        [{ month: '5', year: 2024 }, 'month'],
        [{ month: 5 }, 'year'],
      ] as const) {
        await expect400(await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'PUT', body }), field);
      }
      expect(
        (await admin.fetch('/api/admin/hall-of-fame/99999', { method: 'PUT', body: { month: 5, year: 2024 } })).status,
      ).toBe(404);
      expect(await auditActions(db())).toEqual([]);
    });

    it('deleting an entry vacates its month, which can then be declared; deleting all vacates every month', async () => {
      expect(await jsonOf(await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'DELETE' }))).toEqual({
        deleted: 1,
        id: ids[0],
        tokenId: 1,
        month: 9,
        year: 2026,
      });
      expect((await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'DELETE' })).status).toBe(404);
      const declared = await admin.fetch('/api/admin/declare-winner', {
        method: 'POST',
        body: { tokenId: 9, year: 2026, month: 9 },
      });
      expect(declared.status).toBe(200);
      expect(await jsonOf(await admin.fetch('/api/admin/hall-of-fame', { method: 'DELETE' }))).toEqual({
        deletedEntries: 2,
      });
      expect(await jsonOf(await fetch(`${apps[0]!.base}/api/hall-of-fame/history`))).toEqual([]);
      expect((await states()).map((s) => s.state)).toEqual(['vacated', 'vacated']);
      expect((await auditActions(db())).map((a) => a.action)).toEqual([
        'delete_hall_of_fame_entry',
        'declare_winner',
        'delete_all_hall_of_fame_entries',
      ]);
    });
    it('never gives a new winner the id of an entry that was deleted: a stale delete or move answers 404 and the new winner stays', async () => {
      const declare = async (tokenId: number, ym: { year: number; month: number }) =>
        (await jsonOf(await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId, ...ym } })))
          .entry.id as number;
      const refusedAsGone = async (id: number) => {
        const del = await admin.fetch(`/api/admin/hall-of-fame/${id}`, { method: 'DELETE' });
        expect([del.status, (await jsonOf(del)).error.code]).toEqual([404, 'entry_not_found']);
        const move = await admin.fetch(`/api/admin/hall-of-fame/${id}`, {
          method: 'PUT',
          body: { month: 3, year: 2024 },
        });
        expect(move.status).toBe(404);
      };
      // A finished month: its winner deleted (vacated), then declared again.
      const september = { year: 2026, month: 9 };
      expect((await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'DELETE' })).status).toBe(200);
      const redeclared = await declare(41, september);
      expect(redeclared).not.toBe(ids[0]);
      await refusedAsGone(ids[0]!);
      expect(await readMonthRow(september)).toMatchObject({ state: 'declared', token_id: 41, entry_id: redeclared });
      // The current month: its declared winner deleted (the month reopens, its row goes), then declared again.
      const november = { year: 2026, month: 11 };
      const first = await declare(40, november);
      expect((await admin.fetch(`/api/admin/hall-of-fame/${first}`, { method: 'DELETE' })).status).toBe(200);
      const second = await declare(42, november);
      expect(new Set([ids[0], ids[1], redeclared, first, second]).size).toBe(5);
      await refusedAsGone(first);
      expect(await readMonthRow(november)).toMatchObject({ state: 'declared', token_id: 42, entry_id: second });
    });

    it('a move keeps the entry id and raises its version; a correction naming an old version answers 409 with the entry as it is now', async () => {
      const history = async () => jsonOf(await fetch(`${apps[0]!.base}/api/hall-of-fame/history`));
      const before = (await history()).find((e: { id: number }) => e.id === ids[0]);
      expect(before).toMatchObject({ id: ids[0], version: 1, tokenId: 1, resetMonth: 9 });
      const moved = await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, {
        method: 'PUT',
        body: { month: 3, year: 2024 },
        headers: { 'If-Match': '"1"' },
      });
      expect(await jsonOf(moved)).toEqual({ id: ids[0], version: 2, tokenId: 1, month: 3, year: 2024 });
      const now = (await history()).find((e: { id: number }) => e.id === ids[0]);
      expect(now).toMatchObject({ id: ids[0], version: 2, resetMonth: 3, resetYear: 2024 });

      // Another tab still shows version 1 (September 2026): its move and its delete are refused.
      for (const init of [
        { method: 'PUT', body: { month: 4, year: 2024 }, headers: { 'If-Match': '"1"' } },
        { method: 'DELETE', headers: { 'If-Match': '1' } },
      ]) {
        const stale = await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, init);
        expect(stale.status).toBe(409);
        const { error } = await jsonOf(stale);
        expect(error).toMatchObject({ code: 'entry_changed', current: now });
        expect(error.message).toMatch(/changed since you loaded it \(now version 2: NACHO #1, March 2024\)/);
      }
      expect(await readMonthRow({ year: 2024, month: 3 })).toMatchObject({ state: 'declared', entry_version: 2 });
      expect((await auditActions(db())).map((a) => a.action)).toEqual(['move_hall_of_fame_entry']);
      // The current version, a weak tag or * are accepted; a tag that is no version is a 400.
      expect(
        (await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, { method: 'DELETE', headers: { 'If-Match': 'x1' } }))
          .status,
      ).toBe(400);
      expect(
        (
          await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, {
            method: 'DELETE',
            headers: { 'If-Match': 'W/"2"' },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses to move an entry into the month it is in (400 same_month), writing nothing', async () => {
      const res = await admin.fetch(`/api/admin/hall-of-fame/${ids[0]}`, {
        method: 'PUT',
        body: { month: 9, year: 2026 },
      });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error).toEqual({
        code: 'same_month',
        message: `Hall of Fame entry ${ids[0]} is already the winner of September 2026`,
      });
      expect(await readMonthRow({ year: 2026, month: 9 })).toMatchObject({ state: 'crowned', entry_version: 1 });
      expect(await auditActions(db())).toEqual([]);
    });

    it('lets exactly one of two tabs on two replicas correct the same version of an entry', async () => {
      const results = await Promise.all(
        [admin, admin2].flatMap((browser, i) =>
          [3, 4, 5].map((month) =>
            browser.fetch(`/api/admin/hall-of-fame/${ids[0]}`, {
              method: 'PUT',
              body: { month: month + i * 3, year: 2024 },
              headers: { 'If-Match': '"1"' },
            }),
          ),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const declared = await db()('contest_months').where({ year: 2024, state: 'declared' });
      expect(declared).toHaveLength(1);
      expect(declared[0]).toMatchObject({ entry_id: ids[0], entry_version: 2 });
      expect((await auditActions(db())).map((a) => a.action)).toEqual(['move_hall_of_fame_entry']);
    });
  });

  describe('Hall of Fame visibility', () => {
    it('is visible by default; the admin switch hides it for every visitor and back', async () => {
      const publicRead = async () => jsonOf(await fetch(`${apps[1]!.base}/api/hall-of-fame/visibility`));
      expect(await publicRead()).toEqual({ visible: true });
      expect(
        await jsonOf(
          await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: false } }),
        ),
      ).toEqual({ visible: false });
      expect(await publicRead()).toEqual({ visible: false });
      await admin2.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: true } });
      expect(await publicRead()).toEqual({ visible: true });
      expect((await auditActions(db())).map((a) => a.details)).toEqual([{ visible: false }, { visible: true }]);
      await expect400(
        await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: 'no' } }),
        'visible',
      );
    });
  });

  describe('GET /api/admin/hall-of-fame', () => {
    it('lists every winner for the admin while visitors read an empty history, and is refused without a session', async () => {
      expect((await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 42 } })).status).toBe(
        200,
      );
      await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: false } });
      const listed = await jsonOf(await admin.fetch('/api/admin/hall-of-fame'));
      expect(listed.map((e: { tokenId: number }) => e.tokenId)).toEqual([42]);
      expect(await jsonOf(await fetch(`${apps[0]!.base}/api/hall-of-fame/history`))).toEqual([]);
      expect((await fetch(`${apps[0]!.base}/api/admin/hall-of-fame`)).status).toBe(401);
      await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: true } });
      expect(
        (await jsonOf(await fetch(`${apps[0]!.base}/api/hall-of-fame/history`))).map(
          (e: { tokenId: number }) => e.tokenId,
        ),
      ).toEqual([42]);
    });
  });

  describe('GET /api/admin/audit-log', () => {
    it('pages the admin actions newest first', async () => {
      for (let i = 0; i < 52; i++) {
        clock.now = NOW + i;
        await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: i % 2 === 0 } });
      }
      clock.now = NOW;
      const first = await jsonOf(await admin.fetch('/api/admin/audit-log'));
      expect(first).toMatchObject({ total: 52, page: 1, pageSize: 50, pageCount: 2 });
      expect(first.entries[0]).toEqual({
        id: expect.any(Number),
        at: NOW + 51,
        actor: `wallet:${WALLET}`,
        action: 'set_hall_of_fame_visibility',
        target: null,
        details: { visible: false },
        ipAddress: expect.stringMatching(/127\.0\.0\.1/),
      });
      expect(
        (await jsonOf(await admin.fetch('/api/admin/audit-log?page=2'))).entries.map((e: { at: number }) => e.at),
      ).toEqual([NOW + 1, NOW]);
      await expect400(await admin.fetch('/api/admin/audit-log?page=x'), 'page');
    });
  });
});
