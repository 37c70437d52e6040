import type { Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { ExportedLike, MonthReport, MonthSealFile } from '@nacho/contracts';
import { verifyMonth } from '@nacho/verify';
import { likeNft, unlikeNft } from '../likes/like-store';
import { createLikeWriter, type LikeWriter } from '../likes/like-batch-writer';
import { auditActions, clearContestTables, seedLikes, seedMonth, seedUsers } from '../admin/testing/seed';
import { ADMIN_WALLET as WALLET, startContestTestApp, type ContestTestApp } from '../admin/testing/admin-test-app';
import { crownFinishedMonths } from './crown-finished-months';
import { removeMonthLikes } from './like-removals';
import { createContestSigner } from '../seals/contest-signer';
import { sealMonth } from '../seals/seal-months';

const TZ = 'Europe/Berlin';
const DAY = 86_400_000;
// 2026-11-21 12:00 in Berlin: contest month November 2026.
const NOV_21 = Date.UTC(2026, 10, 21, 11, 0, 0);
const DEC_2 = Date.UTC(2026, 11, 2, 11, 0, 0);

/** The standings recomputed from a like export, independently of the server's ordering code. */
function recount(likes: ExportedLike[]) {
  const byToken = new Map<number, { likes: number; reachedAt: number }>();
  for (const l of likes.filter((x) => !x.removedByModerator)) {
    const t = byToken.get(l.tokenId) ?? { likes: 0, reachedAt: 0 };
    byToken.set(l.tokenId, { likes: t.likes + 1, reachedAt: Math.max(t.reachedAt, Date.parse(l.likedAt)) });
  }
  return [...byToken]
    .sort(([ia, a], [ib, b]) => b.likes - a.likes || a.reachedAt - b.reachedAt || ia - ib)
    .map(([tokenId, t]) => ({ tokenId, likeCount: t.likes }));
}

/**
 * Issue 26: operator corrections against the automatic crowning that follows them, the one
 * ordering on every path that changes likes, and the public month report and its export.
 */
eachDatabase('contest integrity', (dbc) => {
  const clock = { now: NOV_21 };
  const config = testConfig({ ADMIN_WALLETS: WALLET, CONTEST_TZ: TZ });
  const db = (): Db => dbc.db();
  let app: ContestTestApp;
  let admin: ContestTestApp['admin'];
  const get = async (path: string) => jsonOf(await fetch(`${app.base}${path}`));
  const crown = () => crownFinishedMonths(db(), clock.now, TZ);
  /**
   * Issue 40: the month sealed, then checked with @nacho/verify as anyone would (the downloaded
   * export and seal file, no server code): the seal holds, and the verifier's recount is the site's
   * ranking and its crowned winner.
   */
  const expectVerifierAgrees = async (year: number, month: number) => {
    expect(await sealMonth(db(), createContestSigner(config), { year, month }, clock.now)).not.toBeNull();
    const base = `/api/hall-of-fame/months/${year}/${month}`;
    const [likes, seals, report] = (await Promise.all([
      get(`${base}/likes.json`),
      get(`${base}/seal.json`),
      get(base),
    ])) as [ExportedLike[], MonthSealFile, MonthReport];
    const check = verifyMonth({ likes, seals });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.ranking.map((r) => [r.rank, r.tokenId, r.likeCount])).toEqual(
      report.standings.map((s) => [s.rank, s.tokenId, s.likeCount]),
    );
    expect(report.winner?.how).toBe('crowned');
    expect(check.recountWinner?.tokenId).toBe(report.winner!.tokenId);
    return check;
  };
  const months = async () =>
    (await db()('contest_months').select('year', 'month', 'state', 'token_id')).sort(
      (a, b) => a.year * 12 + a.month - (b.year * 12 + b.month),
    );

  beforeAll(async () => {
    app = await startContestTestApp({ config, db: db(), clock });
    admin = app.admin;
    await seedUsers(db(), ['alice', 'bob', 'carol', 'dave']);
    await db()('users').insert({
      id: 'oidc-erin',
      email: 'erin@example.com',
      oidc_subject: 'sub-erin',
      created_at: 0,
      updated_at: 0,
    });
    await db()('users').where({ id: 'alice' }).update({ kaspa_address: 'kaspa:qqalice' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.now = NOV_21;
    await clearContestTables(db());
    if (dbc.dialect === 'postgres') await db().raw('drop trigger if exists fail_crowning on contest_months');
    else await db().raw('drop trigger if exists fail_crowning');
  });

  describe('operator corrections and the crowning that follows', () => {
    it("moving an entry into a month awaiting crowning makes it that month's winner, and the month-end crowning goes on with the later months", async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 3, at: NOV_21 - 50 * DAY, month: '2026-10' },
        { userId: 'bob', tokenId: 4, at: NOV_21 - 5 * DAY, month: '2026-11' },
      ]);
      const september = await seedMonth(db(), { year: 2026, month: 9, state: 'crowned', tokenId: 8, likeCount: 4 });
      expect(
        (await admin.fetch(`/api/admin/hall-of-fame/${september}`, { method: 'PUT', body: { year: 2026, month: 10 } }))
          .status,
      ).toBe(200);
      expect(await crown()).toEqual([]);
      clock.now = DEC_2;
      const outcomes = await crown();
      expect(outcomes.map((o) => [o.month, o.outcome])).toEqual([[{ year: 2026, month: 11 }, 'crowned']]);
      expect(await months()).toEqual([
        { year: 2026, month: 9, state: 'vacated', token_id: null },
        { year: 2026, month: 10, state: 'declared', token_id: 8 },
        { year: 2026, month: 11, state: 'crowned', token_id: 4 },
      ]);
      expect(
        (await get('/api/hall-of-fame/history')).map((e: { tokenId: number; how: string }) => [e.tokenId, e.how]),
      ).toEqual([
        [4, 'crowned'],
        [8, 'declared'],
      ]);
    });

    it("a moderator removing a finished month's likes while its crowning runs: the crowning waits for the removal and crowns no NFT without likes", async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 3, at: NOV_21 - 50 * DAY, month: '2026-10' },
        { userId: 'bob', tokenId: 3, at: NOV_21 - 49 * DAY, month: '2026-10' },
        { userId: 'carol', tokenId: 4, at: NOV_21 - 48 * DAY, month: '2026-10' },
      ]);
      clock.now = DEC_2;
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let removing!: () => void;
      const removed = new Promise<void>((resolve) => (removing = resolve));
      const removal = db().transaction(async (trx) => {
        await removeMonthLikes(trx, { year: 2026, month: 10 }, clock.now, 'passcode');
        removing();
        await held; // the removal is made but not committed while the crowning starts
      });
      await removed;
      const crowning = crown();
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await removal;
      const outcomes = await crowning;
      expect(outcomes.map((o) => o.outcome)).not.toContain('crowned');
      expect(await months()).not.toContainEqual(expect.objectContaining({ month: 10, state: 'crowned' }));
      expect((await get('/api/hall-of-fame/months/2026/10')).state).toBe('no_likes');
    });

    it("the admin's months and the public month reports agree on every month's state, a finished month without likes included", async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 3, at: NOV_21 - 110 * DAY, month: '2026-08' },
        { userId: 'bob', tokenId: 4, at: NOV_21 - 50 * DAY, month: '2026-10' },
        { userId: 'carol', tokenId: 5, at: NOV_21 - 2 * DAY, month: '2026-11' },
      ]);
      await seedMonth(db(), { year: 2026, month: 6, state: 'crowned', tokenId: 9, likeCount: 2 });
      // October's only like is removed by a moderator: nothing stands to crown.
      const [like] = await db()('nft_likes').select('id').where({ contest_month: '2026-10' });
      expect((await admin.fetch(`/api/admin/delete-like/${like.id}`, { method: 'DELETE' })).status).toBe(200);
      const listed: Array<{ year: number; month: number; state: string }> = await jsonOf(
        await admin.fetch('/api/admin/contest-months'),
      );
      expect(listed.map((m) => [m.month, m.state])).toEqual([
        [11, 'open'],
        [10, 'no_likes'],
        [9, 'no_likes'],
        [8, 'awaiting'],
        [7, 'no_likes'],
        [6, 'crowned'],
      ]);
      for (const m of listed) expect((await get(`/api/hall-of-fame/months/${m.year}/${m.month}`)).state).toBe(m.state);
      // Before the first month the contest knows of, there is no report, and the admin list does not show it.
      expect((await fetch(`${app.base}/api/hall-of-fame/months/2026/5`)).status).toBe(404);
    });

    it('a deleted entry leaves its month vacated: the crowning does not re-crown it and the operator may declare one', async () => {
      await seedLikes(db(), [{ userId: 'alice', tokenId: 3, at: NOV_21 - 50 * DAY, month: '2026-10' }]);
      clock.now = DEC_2;
      await crown();
      const [october] = await db()('contest_months').select('entry_id as id').where({ year: 2026, month: 10 });
      expect((await admin.fetch(`/api/admin/hall-of-fame/${october.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await crown()).toEqual([]);
      expect(await months()).toEqual([{ year: 2026, month: 10, state: 'vacated', token_id: null }]);
      const declared = await admin.fetch('/api/admin/declare-winner', {
        method: 'POST',
        body: { tokenId: 77, year: 2026, month: 10 },
      });
      expect(declared.status).toBe(200);
      expect(await months()).toEqual([{ year: 2026, month: 10, state: 'declared', token_id: 77 }]);
    });

    it('a winner declared for the current month is not re-crowned at its end, and the countdown knows it', async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 3, at: NOV_21 - DAY, month: '2026-11' },
        { userId: 'bob', tokenId: 3, at: NOV_21 - DAY, month: '2026-11' },
      ]);
      await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 9 } });
      expect((await get('/api/hall-of-fame/top')).monthWinner).toEqual({ tokenId: 9, how: 'declared' });
      clock.now = DEC_2;
      expect(await crown()).toEqual([]);
      expect(await months()).toEqual([{ year: 2026, month: 11, state: 'declared', token_id: 9 }]);
      expect((await get('/api/hall-of-fame/top')).monthWinner).toBeNull();
    });

    it('a month whose crowning fails is recorded and retried, and never stops the months after it', async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 1, at: Date.UTC(2026, 8, 10), month: '2026-09' },
        { userId: 'alice', tokenId: 2, at: Date.UTC(2026, 9, 10), month: '2026-10' },
      ]);
      if (dbc.dialect === 'postgres') {
        await db().raw(`create or replace function fail_crowning() returns trigger language plpgsql as $$
          begin if new.state = 'crowned' and new.month = 9 then raise exception 'disk on fire'; end if; return new; end $$`);
        await db().raw(
          'create trigger fail_crowning before insert or update on contest_months for each row execute function fail_crowning()',
        );
      } else {
        await db()
          .raw(`create trigger fail_crowning before insert on contest_months when new.state = 'crowned' and new.month = 9
          begin select raise(abort, 'disk on fire'); end`);
      }
      const outcomes = await crown();
      expect(outcomes.map((o) => o.outcome)).toEqual(['failed', 'crowned']);
      const september = await db()('contest_months')
        .first('state', 'failed_attempts', 'last_error')
        .where({ year: 2026, month: 9 });
      expect(september).toMatchObject({
        state: 'awaiting',
        failed_attempts: 1,
        last_error: expect.stringMatching(/crowning 2026-09 failed: .*disk on fire/),
      });
      const listed = (await jsonOf(await admin.fetch('/api/admin/contest-months'))).find(
        (m: { month: number }) => m.month === 9,
      );
      expect(listed).toMatchObject({
        state: 'awaiting',
        failedAttempts: 1,
        lastError: expect.stringMatching(/disk on fire/),
      });

      if (dbc.dialect === 'postgres') await db().raw('drop trigger fail_crowning on contest_months');
      else await db().raw('drop trigger fail_crowning');
      expect((await crown()).map((o) => [o.month.month, o.outcome])).toEqual([[9, 'crowned']]);
      expect(
        await db()('contest_months').first('state', 'token_id', 'last_error').where({ year: 2026, month: 9 }),
      ).toEqual({ state: 'crowned', token_id: 1, last_error: null });
    });
  });

  describe('one ordering: the ranking leader is the NFT the crowning takes', () => {
    const leaderShown = async () =>
      (await get('/api/hall-of-fame/top?limit=100')).nfts as Array<{ tokenId: number; likeCount: number }>;
    const exported = async () => (await get('/api/hall-of-fame/months/2026/11/likes.json')) as ExportedLike[];
    const expectOneOrdering = async () => {
      const shown = await leaderShown();
      expect(shown).toEqual(recount(await exported()));
      return shown[0]?.tokenId;
    };
    const like = (userId: string, tokenId: number, at: number) =>
      likeNft(db(), { userId, createdAt: 0, ip: null }, tokenId, { now: at, tz: TZ, dailyLikeLimit: 100 });
    const likeWith = (write: LikeWriter) => (userId: string, tokenId: number, at: number) =>
      write({ userId, createdAt: 0, ip: null }, tokenId, { now: at, tz: TZ, dailyLikeLimit: 100 });

    it("holds after likes, a voter's unlike, a moderator's delete-like, and the month-end crowning takes that leader", async () => {
      // Token 5: three likes, the last on day 9. Token 6: two likes by day 4.
      await like('alice', 5, NOV_21 - 19 * DAY);
      await like('bob', 5, NOV_21 - 18 * DAY);
      await like('carol', 6, NOV_21 - 17 * DAY);
      await like('dave', 6, NOV_21 - 16 * DAY);
      await like('carol', 5, NOV_21);
      expect(await expectOneOrdering()).toBe(5);

      // The moderator removes token 5's latest like: 5 now reached 2 likes on day 3, before 6: 5 still leads on the tie rule.
      const [latest] = await db()('nft_likes').select('id').where({ token_id: 5 }).orderBy('created_at', 'desc');
      expect((await admin.fetch(`/api/admin/delete-like/${latest.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await expectOneOrdering()).toBe(5);

      // Token 6 gets a like today, then its voter takes it back: 6 leads, then 5 again.
      await like('alice', 6, NOV_21 + 1000);
      expect(await expectOneOrdering()).toBe(6);
      await unlikeNft(db(), 'alice', 6, { now: NOV_21 + 2000, tz: TZ, dailyLikeLimit: 100 });
      expect(await expectOneOrdering()).toBe(5);

      // Token 7 ties 5 and 6 with likes from days 1 and 2, then one is removed by the moderator: back to 5.
      await like('bob', 7, NOV_21 - 20 * DAY);
      await like('dave', 7, NOV_21 - 20 * DAY + 1);
      expect(await expectOneOrdering()).toBe(7);
      const [seven] = await db()('nft_likes').select('id').where({ token_id: 7 }).orderBy('created_at', 'desc');
      await admin.fetch(`/api/admin/delete-like/${seven.id}`, { method: 'DELETE' });
      const leader = await expectOneOrdering();
      expect(leader).toBe(5);

      clock.now = DEC_2;
      await crown();
      expect(await months()).toEqual([{ year: 2026, month: 11, state: 'crowned', token_id: leader }]);
      expect((await expectVerifierAgrees(2026, 11)).recountWinner?.tokenId).toBe(leader);
    });

    it("holds for likes the server's like writer takes together (one PostgreSQL batch): each token's count is reached at its own like's time", async () => {
      const likeAt = likeWith(createLikeWriter(db()));
      // Token 6 is liked first, token 5 a second later, in one batch: both have 1 like and 6 reached it first.
      const outcomes = await Promise.all([likeAt('alice', 6, NOV_21), likeAt('bob', 5, NOV_21 + 1000)]);
      expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
      expect(await expectOneOrdering()).toBe(6);
      // A later batch that likes 5 and 7 again: 5 reached 2 likes at its own like's time, not the batch's latest.
      await Promise.all([likeAt('carol', 5, NOV_21 + 2000), likeAt('carol', 7, NOV_21 + 3000)]);
      await Promise.all([likeAt('dave', 7, NOV_21 + 4000), likeAt('dave', 6, NOV_21 + 5000)]);
      expect(await expectOneOrdering()).toBe(5);
      clock.now = DEC_2;
      await crown();
      expect(await months()).toEqual([{ year: 2026, month: 11, state: 'crowned', token_id: 5 }]);
      expect((await expectVerifierAgrees(2026, 11)).recountWinner?.tokenId).toBe(5);
    });

    it.each([
      ['one like at a time', () => like],
      ["the server's like writer", () => likeWith(createLikeWriter(db()))],
    ])(
      'holds when a like arrives with an earlier time than the last (%s; a replica whose clock is behind)',
      async (_path, writer) => {
        const likeAt = writer();
        // Token 5 reaches 2 likes at +2000 (the like stamped +1000 came from a replica behind); 6 at +1600.
        await likeAt('alice', 5, NOV_21 + 2000);
        await likeAt('bob', 5, NOV_21 + 1000);
        await likeAt('carol', 6, NOV_21 + 1500);
        await likeAt('dave', 6, NOV_21 + 1600);
        expect(await expectOneOrdering()).toBe(6);
      },
    );

    it("a moderator's delete-like that changes only the time a count was reached changes the leader on the ranking and at the crowning alike", async () => {
      // Token 5: likes on days 1, 2 and 9; token 6: likes on days 3 and 4. Removing 5's like of day 9
      // leaves 5 at 2 likes reached on day 2, before 6 reached 2 on day 4.
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 5, at: NOV_21 - 20 * DAY, month: '2026-11' },
        { userId: 'bob', tokenId: 5, at: NOV_21 - 19 * DAY, month: '2026-11' },
        { userId: 'carol', tokenId: 6, at: NOV_21 - 18 * DAY, month: '2026-11' },
        { userId: 'dave', tokenId: 6, at: NOV_21 - 17 * DAY, month: '2026-11' },
        { userId: 'carol', tokenId: 5, at: NOV_21 - 12 * DAY, month: '2026-11' },
      ]);
      const [day9] = await db()('nft_likes').select('id').where({ token_id: 5 }).orderBy('created_at', 'desc');
      await admin.fetch(`/api/admin/delete-like/${day9.id}`, { method: 'DELETE' });
      expect(await expectOneOrdering()).toBe(5);
      // Now 6 gets a third like and loses it to the moderator: 6 is back at 2 reached on day 4, 5 leads.
      await seedLikes(db(), [{ userId: 'alice', tokenId: 6, at: NOV_21 - 2 * DAY, month: '2026-11' }]);
      expect(await expectOneOrdering()).toBe(6);
      const [six] = await db()('nft_likes').select('id').where({ token_id: 6 }).orderBy('created_at', 'desc');
      await admin.fetch(`/api/admin/delete-like/${six.id}`, { method: 'DELETE' });
      expect(await expectOneOrdering()).toBe(5);
      clock.now = DEC_2;
      await crown();
      expect((await months())[0]).toMatchObject({ month: 11, token_id: 5 });
    });

    it("holds after the month's likes are deleted and after the reset: nothing to rank, nothing to crown", async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 5, at: NOV_21 - 20 * DAY, month: '2026-11' },
        { userId: 'bob', tokenId: 6, at: NOV_21 - 19 * DAY, month: '2026-11' },
      ]);
      await admin.fetch('/api/admin/delete-likes-for-month', { method: 'POST', body: { year: 2026, month: 11 } });
      expect(await expectOneOrdering()).toBeUndefined();
      await like('carol', 9, NOV_21);
      expect(await expectOneOrdering()).toBe(9);
      await admin.fetch('/api/admin/reset-monthly-contest', { method: 'POST', body: {} });
      expect(await expectOneOrdering()).toBeUndefined();
      expect((await exported()).filter((l) => l.removedByModerator)).toHaveLength(3);
      clock.now = DEC_2;
      expect(await crown()).toEqual([]);
    });
  });

  describe('the public month report and its export', () => {
    beforeEach(async () => {
      await seedLikes(db(), [
        { userId: 'alice', tokenId: 12, at: Date.UTC(2026, 9, 2), month: '2026-10' },
        { userId: 'oidc-erin', tokenId: 12, at: Date.UTC(2026, 9, 3), month: '2026-10' },
        { userId: 'bob', tokenId: 30, at: Date.UTC(2026, 9, 1), month: '2026-10' },
        { userId: 'carol', tokenId: 30, at: Date.UTC(2026, 9, 4), month: '2026-10' },
        { userId: 'dave', tokenId: 30, at: Date.UTC(2026, 9, 5), month: '2026-10' },
        { userId: 'dave', tokenId: 41, at: Date.UTC(2026, 9, 6), month: '2026-10' },
      ]);
      const [removed] = await db()('nft_likes').select('id').where({ user_id: 'dave', token_id: 30 });
      await admin.fetch(`/api/admin/delete-like/${removed.id}`, { method: 'DELETE' });
      await crown();
    });

    it('gives the standings in crowning order, the rule, how the winner was set and what moderators changed', async () => {
      const report: MonthReport = await get('/api/hall-of-fame/months/2026/10');
      expect(report).toMatchObject({
        year: 2026,
        month: 10,
        state: 'crowned',
        totalLikes: 5,
        removedLikes: 1,
        winner: { tokenId: 12, likeCount: 2, how: 'crowned', decidedAt: NOV_21 },
        exports: {
          csv: '/api/hall-of-fame/months/2026/10/likes.csv',
          json: '/api/hall-of-fame/months/2026/10/likes.json',
        },
      });
      expect(report.rule).toMatch(/most likes/);
      // 12 and 30 both end with 2 likes; 12 reached 2 on October 3, 30 on October 4 (its like of the 5th was removed).
      expect(report.standings.map((s) => [s.rank, s.tokenId, s.likeCount])).toEqual([
        [1, 12, 2],
        [2, 30, 2],
        [3, 41, 1],
      ]);
      expect(report.moderation).toEqual([
        { at: NOV_21, action: 'delete_like', summary: 'Removed 1 like of NACHO #30' },
      ]);
      // The tie of 12 and 30 and the removed like, recounted by the verifier from the sealed export.
      const check = await expectVerifierAgrees(2026, 10);
      expect([check.likes, check.standingLikes]).toEqual([6, 5]);
    });

    it('exports every like with its voter (a wallet address, or a stable pseudonym, never an e-mail), and the standings recount from it', async () => {
      const likes: ExportedLike[] = await get('/api/hall-of-fame/months/2026/10/likes.json');
      expect(likes).toHaveLength(6);
      expect(likes.filter((l) => l.removedByModerator)).toEqual([
        expect.objectContaining({ tokenId: 30, likedAt: '2026-10-05T00:00:00.000Z' }),
      ]);
      expect(likes[0]).toEqual({
        likeId: expect.any(Number),
        tokenId: 30,
        voter: expect.stringMatching(/^voter-[0-9a-f]{16}$/),
        likedAt: '2026-10-01T00:00:00.000Z',
        removedByModerator: false,
      });
      expect(likes.find((l) => l.likedAt === '2026-10-02T00:00:00.000Z')?.voter).toBe('kaspa:qqalice');
      const erin = likes.find((l) => l.likedAt === '2026-10-03T00:00:00.000Z')!.voter;
      expect(erin).toMatch(/^voter-/);
      expect((await get('/api/hall-of-fame/months/2026/10/likes.json'))[2].voter).toBe(erin);

      const report: MonthReport = await get('/api/hall-of-fame/months/2026/10');
      expect(recount(likes)).toEqual(report.standings.map((s) => ({ tokenId: s.tokenId, likeCount: s.likeCount })));
      expect(recount(likes)[0]!.tokenId).toBe(report.winner!.tokenId);

      const csv = await fetch(`${app.base}/api/hall-of-fame/months/2026/10/likes.csv`);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="nacho-likes-2026-10.csv"');
      const lines = (await csv.text()).trim().split('\n');
      expect(lines[0]).toBe('likeId,tokenId,voter,likedAt,removedByModerator');
      expect(lines.slice(1)).toHaveLength(6);
      expect(lines[1]).toBe(`${likes[0]!.likeId},30,${likes[0]!.voter},2026-10-01T00:00:00.000Z,false`);
      expect(new Set(likes.map((l) => l.likeId)).size).toBe(6);
      expect(lines.join('\n')).not.toMatch(/erin@example\.com|oidc-erin|@/);
    });

    it('exports a month of many pages (read 2,000 at a time) with every like exactly once, in time order, across equal times', async () => {
      // 4,100 likes of August: 4 voters x 1,025 tokens, 41 likes to a millisecond, so that page ends fall inside equal times.
      const likes = Array.from({ length: 4100 }, (_, i) => ({
        user_id: ['alice', 'bob', 'carol', 'dave'][i % 4]!,
        token_id: 1 + Math.floor(i / 4),
        created_at: Date.UTC(2026, 7, 10) + Math.floor(i / 41),
        like_date: '2026-08-10',
        contest_month: '2026-08',
      }));
      await db().batchInsert('nft_likes', likes, 200);
      const counts = Array.from({ length: 1025 }, (_, t) => ({
        token_id: t + 1,
        reset_year: 2026,
        reset_month: 8,
        like_count: 4,
        updated_at: 0,
        count_reached_at: Date.UTC(2026, 7, 10) + Math.floor((t * 4 + 3) / 41),
      }));
      await db().batchInsert('nft_like_counts', counts, 200);
      // Two removed by a moderator: they stay in the export, marked.
      const removed = await db()('nft_likes').select('id').where({ contest_month: '2026-08' }).orderBy('id').limit(2);
      for (const r of removed) await admin.fetch(`/api/admin/delete-like/${r.id}`, { method: 'DELETE' });

      const exported: ExportedLike[] = await get('/api/hall-of-fame/months/2026/8/likes.json');
      expect(exported).toHaveLength(4100);
      expect(exported.filter((l) => l.removedByModerator)).toHaveLength(2);
      const keys = exported.map((l) => `${l.tokenId}/${l.voter}`);
      expect(new Set(keys).size).toBe(4100);
      expect(exported.every((l, i) => i === 0 || Date.parse(exported[i - 1]!.likedAt) <= Date.parse(l.likedAt))).toBe(
        true,
      );
      const csv = (await (await fetch(`${app.base}/api/hall-of-fame/months/2026/8/likes.csv`)).text()).trim();
      expect(csv.split('\n')).toHaveLength(4101);

      const report: MonthReport = await get('/api/hall-of-fame/months/2026/8');
      expect(recount(exported)).toEqual(report.standings.map((s) => ({ tokenId: s.tokenId, likeCount: s.likeCount })));

      // Crowned and sealed: five chunks of the seal's tree, the ties on equal times, recounted by the verifier.
      await crown();
      const check = await expectVerifierAgrees(2026, 8);
      expect([check.likes, check.standingLikes]).toEqual([4100, 4098]);
    });

    it('answers 404 for a future month or one where nothing happened, 400 for a bad month, and reports the open month', async () => {
      expect((await fetch(`${app.base}/api/hall-of-fame/months/2026/12`)).status).toBe(404);
      expect((await fetch(`${app.base}/api/hall-of-fame/months/2026/5/likes.csv`)).status).toBe(404);
      const bad = await fetch(`${app.base}/api/hall-of-fame/months/2026/13`);
      expect(bad.status).toBe(400);
      expect((await jsonOf(bad)).error.code).toBe('invalid_input');
      expect(await get('/api/hall-of-fame/months/2026/11')).toMatchObject({
        state: 'open',
        winner: null,
        standings: [],
        totalLikes: 0,
      });
    });

    it('lists a declared winner, a move and a deletion in the moderation of the months they touched', async () => {
      await seedLikes(db(), [{ userId: 'alice', tokenId: 5, at: Date.UTC(2026, 8, 5), month: '2026-09' }]);
      const [october] = await db()('contest_months').select('entry_id as id').where({ year: 2026, month: 10 });
      await admin.fetch(`/api/admin/hall-of-fame/${october.id}`, { method: 'PUT', body: { year: 2026, month: 9 } });
      await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 30, year: 2026, month: 10 } });
      const summaries = (r: MonthReport) => r.moderation.map((m) => m.summary);
      expect(summaries(await get('/api/hall-of-fame/months/2026/10'))).toEqual([
        'Removed 1 like of NACHO #30',
        'Moved NACHO #12 to September 2026; the month is vacated',
        'Declared NACHO #30 the NFT of the Month',
      ]);
      expect(summaries(await get('/api/hall-of-fame/months/2026/9'))).toEqual([
        'Moved NACHO #12 here from October 2026',
      ]);
      expect((await get('/api/hall-of-fame/months/2026/10')).winner).toMatchObject({ tokenId: 30, how: 'declared' });
      expect((await auditActions(db())).map((a) => a.action)).toEqual([
        'delete_like',
        'move_hall_of_fame_entry',
        'declare_winner',
      ]);
    });
  });
});
