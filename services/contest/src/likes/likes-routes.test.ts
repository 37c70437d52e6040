import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { nextDailyReset } from '@nacho/domain';
import {
  asUser,
  seedUsersAndTokens,
  startContestApp,
  testUser,
  testUsers,
  type TestApp,
  T0,
  DAY,
} from './testing/contest-test-app';

eachDatabase('likes API', (ctx) => {
  let clock = T0;
  const users = testUsers(
    testUser('alice', T0 - 30 * DAY),
    testUser('bob', T0 - 30 * DAY),
    testUser('holder', T0 - 30 * DAY, { address: 'kaspa:qholder', method: 'wallet' }),
    testUser('admin', T0 - 30 * DAY, { isAdmin: true }),
  );
  let app: TestApp;
  const like = (id: number | string, user = 'alice', method?: 'DELETE') => app.like(id, user, method);

  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 20);
    await ctx.db()('tokens').where({ token_id: 20 }).update({ owner: 'kaspa:qholder' });
    app = await startContestApp(testConfig({ DAILY_LIKE_LIMIT: '3' }), ctx.db(), users, () => clock);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock = T0;
    for (const t of ['nft_likes', 'nft_like_counts', 'user_like_limits']) await ctx.db()(t).del();
  });

  it('asks a signed-out visitor to sign in and reads liked false for them', async () => {
    const res = await fetch(`${app.base}/api/likes/nft/1`, { method: 'POST', headers: { Origin: app.base } });
    expect(res.status).toBe(401);
    expect((await jsonOf(res)).error.code).toBe('sign_in_required');
    expect((await fetch(`${app.base}/api/likes/user/limit`)).status).toBe(401);
    expect(await jsonOf(await fetch(`${app.base}/api/likes/nft/1`))).toEqual({ liked: false, count: 0 });
  });

  it('likes once per day, counts the month, and an unlike lowers the count without returning the allowance', async () => {
    const first = await like(1);
    expect(first.status).toBe(200);
    expect(await jsonOf(first)).toMatchObject({
      likeCount: 1,
      liked: true,
      dailyLikesUsed: 1,
      dailyLikeLimit: 3,
      remainingLikes: 2,
      nextReset: nextDailyReset(T0, 'Europe/Berlin'),
      timeRemaining: '12h 0m',
    });
    expect(await jsonOf(await like(1, 'bob'))).toMatchObject({ likeCount: 2 });
    expect(await jsonOf(await fetch(`${app.base}/api/likes/nft/1`, { headers: { 'x-test-user': 'alice' } }))).toEqual({
      liked: true,
      count: 2,
    });

    const again = await like(1);
    expect(again.status).toBe(400);
    expect((await jsonOf(again)).error).toEqual({
      code: 'already_liked',
      message: 'You have already liked this NFT today',
    });

    const unliked = await like(1, 'alice', 'DELETE');
    expect(await jsonOf(unliked)).toMatchObject({ likeCount: 1, liked: false, dailyLikesUsed: 1, remainingLikes: 2 });
    expect(
      await jsonOf(await fetch(`${app.base}/api/likes/user/limit`, { headers: { 'x-test-user': 'alice' } })),
    ).toMatchObject({ dailyLikesUsed: 1, remainingLikes: 2 });
    // Liking it again the same day is allowed (the like was removed) and uses another like.
    expect(await jsonOf(await like(1))).toMatchObject({ likeCount: 2, dailyLikesUsed: 2 });
  });

  it('refuses the like past the daily limit with the reset time, and resets at the next local midnight', async () => {
    for (const id of [1, 2, 3]) expect((await like(id)).status).toBe(200);
    const refused = await like(4);
    expect(refused.status).toBe(429);
    const body = await jsonOf(refused);
    expect(body.error).toMatchObject({ code: 'daily_limit_reached', nextReset: nextDailyReset(T0, 'Europe/Berlin') });
    expect(body.error.message).toBe('You have used all 3 likes for today. Likes reset at midnight (in 12h 0m).');
    expect(refused.headers.get('retry-after')).toBe(String(12 * 3600));
    expect(await ctx.db()('nft_likes').where({ user_id: 'alice', token_id: 4 })).toEqual([]);
    expect(await jsonOf(await fetch(`${app.base}/api/likes/nft/4`))).toEqual({ liked: false, count: 0 });

    clock = nextDailyReset(T0, 'Europe/Berlin');
    expect(
      await jsonOf(await fetch(`${app.base}/api/likes/user/limit`, { headers: { 'x-test-user': 'alice' } })),
    ).toMatchObject({ dailyLikesUsed: 0, remainingLikes: 3 });
    expect(await jsonOf(await like(4))).toMatchObject({ likeCount: 1, dailyLikesUsed: 1 });
    // A new contest day: the same token may be liked again and counts again this month.
    expect(await jsonOf(await like(1))).toMatchObject({ likeCount: 2, dailyLikesUsed: 2 });
  });

  it('answers 404 for a token outside the collection and 400 for a malformed id', async () => {
    const missing = await like(21);
    expect(missing.status).toBe(404);
    expect((await jsonOf(missing)).error.code).toBe('unknown_token');
    for (const bad of ['abc', '1.5', '-1', '0', '10001', '1e3']) {
      const res = await like(bad);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error.code).toBe('invalid_input');
    }
    expect(await ctx.db()('user_like_limits')).toEqual([]);
  });

  it('lets a token synced after a 404 be liked at once (unknown ids are not remembered)', async () => {
    expect((await like(21)).status).toBe(404);
    await ctx
      .db()('tokens')
      .insert({ token_id: 21, tick: 'NACHO', owner: 'kaspa:qowner', op_score_mod: '0', updated_at: T0 });
    try {
      expect(await jsonOf(await like(21))).toMatchObject({ likeCount: 1, liked: true });
    } finally {
      await ctx.db()('tokens').where({ token_id: 21 }).del();
    }
  });

  it("simulates midnight in embedded mode: allowances reset, today's likes stay", async () => {
    for (const id of [1, 2, 3]) await like(id);
    const res = await fetch(`${app.base}/api/simulate-midnight-reset`, {
      method: 'POST',
      headers: asUser(app.base, 'bob'),
    });
    expect(res.status).toBe(200);
    expect((await like(4)).status).toBe(200);
    expect((await like(1)).status).toBe(400);
  });

  it('logs every like with the client IP and flags an 11th like within a minute', async () => {
    const limitless = await startContestApp(testConfig({ DAILY_LIKE_LIMIT: '100' }), ctx.db(), users, () => clock);
    try {
      for (let id = 1; id <= 11; id++) {
        clock = T0 + id * 1000;
        const res = await fetch(`${limitless.base}/api/likes/nft/${id}`, {
          method: 'POST',
          headers: asUser(limitless.base, 'bob', { 'X-Forwarded-For': '203.0.113.9' }),
        });
        expect(res.status).toBe(200);
      }
    } finally {
      await limitless.close();
    }
    const rows = await ctx.db()('nft_likes').where({ user_id: 'bob' }).orderBy('token_id');
    expect(rows.map((r) => Boolean(r.suspicious))).toEqual([...Array(10).fill(false), true]);
    expect(rows[10].suspicious_reason).toBe('11 likes by this user within a minute (more than 10)');
    // Without TRUST_PROXY the forwarded header is ignored: the socket address is logged.
    expect(rows[0].ip_address).toMatch(/127\.0\.0\.1/);
    expect(rows[0]).toMatchObject({
      token_id: 1,
      like_date: '2026-11-21',
      contest_month: '2026-11',
      created_at: T0 + 1000,
    });
  });
});

eachDatabase('likes API: proxy and holders-only', (ctx) => {
  const T = T0;
  const users = testUsers(
    testUser('alice', T - DAY),
    testUser('holder', T - DAY, { address: 'kaspa:qholder', method: 'wallet' }),
    testUser('admin', T - DAY, { isAdmin: true }),
  );
  let app: TestApp;
  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 5);
    await ctx.db()('tokens').where({ token_id: 5 }).update({ owner: 'kaspa:qholder' });
    app = await startContestApp(
      testConfig({ CONTEST_HOLDERS_ONLY: 'true', TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:6379' }),
      ctx.db(),
      users,
      () => T,
    );
  });
  afterAll(() => app.close());

  it('lets only wallets holding an NFT like', async () => {
    const refused = await app.like(1, 'alice');
    expect(refused.status).toBe(403);
    expect((await jsonOf(refused)).error.code).toBe('holders_only');
    const ok = await fetch(`${app.base}/api/likes/nft/1`, {
      method: 'POST',
      headers: asUser(app.base, 'holder', { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' }),
    });
    expect(ok.status).toBe(200);
    // The edge appends the address it saw; entries before it came from the client and are not trusted.
    expect((await ctx.db()('nft_likes').first('ip_address')).ip_address).toBe('198.51.100.7');
  });
});
