import { eachDatabase } from '@nacho/db/testing';
import { nextDailyReset } from '@nacho/domain';
import { createLikeWriter, type LikeWriter } from './like-batch-writer';
import type { ContestClock } from './like-store';
import { seedUsersAndTokens, testUser, testUsers, T0 } from './testing/contest-test-app';

const TZ = 'Europe/Berlin';
const clock: ContestClock = { now: T0, tz: TZ, dailyLikeLimit: 100 };
// Each user on an address of its own, so the several-accounts-per-IP rule stays out of the way.
const liker = (userId: string) => ({ userId, createdAt: 0, ip: `10.0.${userId.length}.${userId.charCodeAt(0)}` });

/**
 * Likes handed to the writer in one event-loop turn: on PostgreSQL they form one batch (one call
 * of nacho_like_nfts); on SQLite each is its own transaction. The outcomes must be the same.
 */
eachDatabase('the like writer (a batch of likes at once)', (ctx) => {
  const users = testUsers(...['near', 'twice', 'fresh', 'rollover'].map((id) => testUser(id, 0)));
  let write: LikeWriter;

  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 20);
    write = createLikeWriter(ctx.db());
  });

  const recount = async () => {
    const counts = await ctx
      .db()('nft_like_counts')
      .select('token_id', 'like_count')
      .where('like_count', '>', 0)
      .orderBy('token_id');
    const likes: Array<{ token_id: number; n: number | string }> = (await ctx
      .db()('nft_likes')
      .select('token_id')
      .count({ n: '*' })
      .groupBy('token_id')
      .orderBy('token_id')) as never;
    return {
      counts: counts.map((c) => [c.token_id, Number(c.like_count)]),
      likes: likes.map((l) => [l.token_id, Number(l.n)]),
    };
  };

  it('applies the limit, the one-like-a-day rule and the counts to likes that arrive together', async () => {
    const db = ctx.db();
    await db('user_like_limits').insert({
      user_id: 'near',
      daily_likes: 98,
      last_reset: T0,
      next_reset_date: nextDailyReset(T0, TZ),
      daily_like_limit: 100,
    });
    expect((await write(liker('twice'), 6, clock)).ok).toBe(true);

    const outcomes = await Promise.all([
      write(liker('near'), 1, clock),
      write(liker('twice'), 5, clock),
      write(liker('near'), 2, clock),
      write(liker('twice'), 5, clock),
      write(liker('near'), 3, clock),
      write(liker('twice'), 6, clock),
      write(liker('fresh'), 5, clock),
    ]);
    const summary = outcomes.map((o) => (o.ok ? 'liked' : o.reason));
    expect(summary).toEqual([
      'liked',
      'liked',
      'liked',
      'already_liked',
      'daily_limit_reached',
      'already_liked',
      'liked',
    ]);
    const limitReached = outcomes[4]!;
    expect(
      limitReached.ok === false && limitReached.reason === 'daily_limit_reached' && limitReached.allowance,
    ).toMatchObject({ dailyLikesUsed: 100, remainingLikes: 0 });
    // Token 5: "twice" and "fresh" in this batch.
    expect(outcomes[6]).toMatchObject({ ok: true, likeCount: 2 });

    const allowances = Object.fromEntries(
      (await db('user_like_limits').select('user_id', 'daily_likes')).map((r) => [r.user_id, Number(r.daily_likes)]),
    );
    expect(allowances).toEqual({ near: 100, twice: 2, fresh: 1 });
    expect((await db('nft_likes').where({ user_id: 'near' }).pluck('token_id')).sort()).toEqual([1, 2]);
    const { counts, likes } = await recount();
    expect(counts).toEqual(likes);
  });

  it('starts a new contest day for an allowance left from yesterday', async () => {
    const db = ctx.db();
    await db('user_like_limits').insert({
      user_id: 'rollover',
      daily_likes: 100,
      last_reset: T0 - 86_400_000,
      next_reset_date: T0 - 1,
      daily_like_limit: 100,
    });
    const [first, second] = await Promise.all([
      write(liker('rollover'), 10, clock),
      write(liker('rollover'), 11, clock),
    ]);
    expect(first).toMatchObject({ ok: true, likeCount: 1 });
    expect(second).toMatchObject({ ok: true });
    const row = await db('user_like_limits')
      .first('daily_likes', 'next_reset_date', 'last_reset')
      .where({ user_id: 'rollover' });
    expect(Number(row.daily_likes)).toBe(2);
    expect(Number(row.next_reset_date)).toBe(nextDailyReset(T0, TZ));
    expect(Number(row.last_reset)).toBe(T0);
  });

  it('fails only the like that cannot be written when others arrive with it', async () => {
    const results = await Promise.allSettled([
      write(liker('fresh'), 12, clock),
      write(liker('no-such-user'), 12, clock),
      write(liker('twice'), 12, clock),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await ctx.db()('nft_likes').where({ token_id: 12 }).orderBy('user_id').pluck('user_id')).toEqual([
      'fresh',
      'twice',
    ]);
    expect(Number((await ctx.db()('nft_like_counts').first('like_count').where({ token_id: 12 })).like_count)).toBe(2);
  });

  it('flags a burst as suspicious on the like that crosses the rule', async () => {
    const db = ctx.db();
    const burstClock = { ...clock, now: T0 + 1000 };
    for (let t = 13; t <= 21; t++) await write(liker('fresh'), t, burstClock);
    // fresh liked 5 and 12 at T0 and 13..21 now: the eleventh within a minute (21) is the first flagged.
    const flagged = await db('nft_likes').where({ user_id: 'fresh', suspicious: true }).pluck('token_id');
    expect(flagged).toEqual([21]);
  });
});
