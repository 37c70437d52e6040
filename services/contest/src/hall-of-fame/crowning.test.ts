import { createDb, type Db } from '@nacho/core';
import { eachDatabase } from '@nacho/db/testing';
import { crownFinishedMonths, crownMonth, uncrownedFinishedMonths } from './crowning';

const TZ = 'Europe/Berlin';
const DEC_5 = Date.UTC(2026, 11, 5, 12, 0, 0);

eachDatabase('crowning the NFT of the Month', (ctx) => {
  let seq = 0;
  const addLike = (tokenId: number, contestMonth: string, createdAt: number, user = 'u1') =>
    ctx.db()('nft_likes').insert({ user_id: user, token_id: tokenId, created_at: createdAt, like_date: `${contestMonth}-${String(++seq % 28 + 1).padStart(2, '0')}`, contest_month: contestMonth });

  // PostgreSQL: a second pool, as a second worker would have. SQLite runs in one process on one
  // connection (embedded mode); a second synchronous connection in the same thread would only wait on itself.
  const secondClient = (): Db => (ctx.dialect === 'postgres' ? createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() }) : ctx.db());

  beforeAll(async () => {
    await ctx.db()('users').insert(['u1', 'u2', 'u3'].map((id) => ({ id, created_at: 0, updated_at: 0 })));
  });
  beforeEach(async () => {
    for (const t of ['nft_likes', 'hall_of_fame_history', 'contest_crownings']) await ctx.db()(t).del();
  });

  it('crowns the most-liked NFT; on a tie the token that reached the count first', async () => {
    await addLike(7, '2026-10', 1000, 'u1');
    await addLike(7, '2026-10', 5000, 'u2');
    await addLike(3, '2026-10', 2000, 'u1');
    await addLike(3, '2026-10', 9000, 'u2');
    await addLike(2, '2026-10', 3000, 'u1');
    await addLike(9, '2026-09', 100, 'u1');
    // 7 and 3 both have 2 likes; 7 reached 2 at t=5000, 3 at t=9000: 7 wins despite the higher id.
    const result = await crownMonth(ctx.db(), { year: 2026, month: 10, now: DEC_5, source: 'auto' });
    expect(result).toMatchObject({ crowned: true, entry: { tokenId: 7, likeCount: 2, resetMonth: 10, resetYear: 2026, createdAt: DEC_5 } });
    expect(await ctx.db()('hall_of_fame_history').select('token_id', 'like_count', 'reset_month')).toEqual([{ token_id: 7, like_count: 2, reset_month: 10 }]);
  });

  it('crowns a month exactly once: two runners at once, a re-run, then the admin', async () => {
    await addLike(4, '2026-10', 1000);
    const other = secondClient();
    try {
      const args = { year: 2026, month: 10, now: DEC_5, source: 'auto' as const };
      const [a, b] = await Promise.all([crownMonth(ctx.db(), args), crownMonth(other, args)]);
      expect([a.crowned, b.crowned].sort()).toEqual([false, true]);
      const loser = a.crowned ? b : a;
      expect(loser).toMatchObject({ reason: 'already_crowned', entry: { tokenId: 4 } });
      expect(await crownMonth(other, args)).toMatchObject({ crowned: false, reason: 'already_crowned' });
      expect(await crownMonth(ctx.db(), { ...args, tokenId: 9, source: 'admin', actor: 'admin' })).toMatchObject({ crowned: false, entry: { tokenId: 4 } });
    } finally {
      if (other !== ctx.db()) await other.destroy();
    }
    expect(Number((await ctx.db()('hall_of_fame_history').count({ n: '*' }))[0]!.n)).toBe(1);
    expect(Number((await ctx.db()('contest_crownings').count({ n: '*' }))[0]!.n)).toBe(1);
  });

  it("takes the admin's choice with that token's like count, and the month-end run then crowns nothing more", async () => {
    await addLike(5, '2026-11', 1000);
    await addLike(6, '2026-11', 2000);
    await addLike(6, '2026-11', 3000, 'u2');
    expect(await crownMonth(ctx.db(), { year: 2026, month: 11, now: DEC_5 - 86_400_000 * 10, tokenId: 5, source: 'admin', actor: 'admin' })).toMatchObject({
      crowned: true, entry: { tokenId: 5, likeCount: 1 },
    });
    expect(await crownFinishedMonths(ctx.db(), DEC_5, TZ)).toEqual([]);
    expect((await ctx.db()('contest_crownings').first()).source).toBe('admin');
  });

  it('records a month without likes as crowning nobody', async () => {
    expect(await crownMonth(ctx.db(), { year: 2026, month: 8, now: DEC_5, source: 'auto' })).toEqual({ crowned: false, entry: null, reason: 'no_likes' });
    expect(await ctx.db()('contest_crownings').select('reset_month', 'token_id')).toEqual([{ reset_month: 8, token_id: null }]);
    expect(await crownMonth(ctx.db(), { year: 2026, month: 8, now: DEC_5, source: 'auto' })).toMatchObject({ reason: 'already_crowned' });
    expect(await ctx.db()('hall_of_fame_history')).toEqual([]);
  });

  it('catches up after downtime: every finished month since the first like, once', async () => {
    await addLike(1, '2026-08', 1000);
    await addLike(2, '2026-10', 2000);
    await addLike(3, '2026-12', 3000);
    expect(await uncrownedFinishedMonths(ctx.db(), DEC_5, TZ)).toEqual([
      { year: 2026, month: 8 }, { year: 2026, month: 9 }, { year: 2026, month: 10 }, { year: 2026, month: 11 },
    ]);
    const results = await crownFinishedMonths(ctx.db(), DEC_5, TZ);
    expect(results.map((r) => r.entry?.tokenId ?? r.reason)).toEqual([1, 'no_likes', 2, 'no_likes']);
    expect(await crownFinishedMonths(ctx.db(), DEC_5, TZ)).toEqual([]);
    expect((await ctx.db()('hall_of_fame_history').select('token_id').orderBy('reset_month')).map((r) => r.token_id)).toEqual([1, 2]);
  });

  it('counts a month as finished only from the first instant of the next month in CONTEST_TZ (DST: March in CEST, October in CET)', async () => {
    await addLike(1, '2026-03', 1000);
    // 2026-03-31 23:59:59 CEST is still March; 2026-04-01 00:00:00 CEST is 22:00 UTC.
    expect(await uncrownedFinishedMonths(ctx.db(), Date.UTC(2026, 2, 31, 21, 59, 59), TZ)).toEqual([]);
    expect(await uncrownedFinishedMonths(ctx.db(), Date.UTC(2026, 2, 31, 22, 0, 0), TZ)).toEqual([{ year: 2026, month: 3 }]);
    await ctx.db()('nft_likes').del();
    await addLike(1, '2026-10', 1000);
    // After the October change Berlin is on CET: November starts at 23:00 UTC on the 31st.
    expect(await uncrownedFinishedMonths(ctx.db(), Date.UTC(2026, 9, 31, 22, 59, 59), TZ)).toEqual([]);
    expect(await uncrownedFinishedMonths(ctx.db(), Date.UTC(2026, 9, 31, 23, 0, 0), TZ)).toEqual([{ year: 2026, month: 10 }]);
  });
});
