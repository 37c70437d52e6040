import { createDb, type Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { nextDailyReset } from '@nacho/domain';
import { seedUsersAndTokens, startContestApp, testUser, testUsers, type TestApp, T0 } from './testing/contest-test-app';

const TZ = 'Europe/Berlin';

// Hundreds of parallel requests on a shared 2-core machine: give each test room.
jest.setTimeout(30_000);

/** Two app instances, each with its own connection pool, on one database. */
eachDatabase('likes under concurrency (two app instances)', (ctx) => {
  const users = testUsers(testUser('racer', 0), ...Array.from({ length: 20 }, (_, i) => testUser(`u${i}`, 0)));
  let secondDb: Db;
  let apps: TestApp[];
  /** Request `i` goes to instance i % 2. */
  const post = (i: number, token: number, user: string, method?: 'DELETE') => apps[i % 2]!.like(token, user, method);

  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 60);
    // PostgreSQL: a second pool, as a second replica has. SQLite is one process on one connection
    // (embedded mode), so there both instances share it.
    secondDb =
      ctx.dialect === 'postgres' ? createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() }) : ctx.db();
    const config = testConfig({ DAILY_LIKE_LIMIT: '100' });
    apps = [
      await startContestApp(config, ctx.db(), users, () => T0),
      await startContestApp(config, secondDb, users, () => T0),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    if (secondDb !== ctx.db()) await secondDb.destroy();
  });

  it('accepts exactly one of 50 parallel likes from a user at 99 of 100', async () => {
    await ctx
      .db()('user_like_limits')
      .insert({
        user_id: 'racer',
        daily_likes: 99,
        last_reset: T0,
        next_reset_date: nextDailyReset(T0, TZ),
        daily_like_limit: 100,
      });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i, i + 1, 'racer').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    const [{ n }] = await ctx.db()('nft_likes').where({ user_id: 'racer' }).count({ n: '*' });
    expect(Number(n)).toBe(1);
    expect((await ctx.db()('user_like_limits').first('daily_likes').where({ user_id: 'racer' })).daily_likes).toBe(100);
  });

  it('stores one row when the same like arrives twice at once on both instances', async () => {
    for (let k = 0; k < 10; k++) {
      const statuses = await Promise.all(
        [post(0, 51 + (k % 5), `u${k}`), post(1, 51 + (k % 5), `u${k}`)].map((p) => p.then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([200, 400]);
    }
    const [{ n }] = await ctx.db()('nft_likes').whereIn('token_id', [51, 52, 53, 54, 55]).count({ n: '*' });
    expect(Number(n)).toBe(10);
  });

  it('keeps nft_like_counts equal to a recount of nft_likes after a storm of likes and unlikes', async () => {
    const requests: Array<Promise<Response>> = [];
    for (let u = 0; u < 20; u++) {
      for (let t = 1; t <= 10; t++) {
        requests.push(post(u + t, t, `u${u}`));
        if ((u + t) % 3 === 0) requests.push(post(u + t + 1, t, `u${u}`, 'DELETE'));
      }
    }
    const replies = await Promise.all(requests);
    expect(replies.every((r) => [200, 400].includes(r.status))).toBe(true);
    const counts = await ctx.db()('nft_like_counts').select('token_id', 'like_count').orderBy('token_id');
    const recount: Array<{ token_id: number; n: number | string }> = (await ctx
      .db()('nft_likes')
      .select('token_id')
      .count({ n: '*' })
      .groupBy('token_id')
      .orderBy('token_id')) as never;
    expect(counts.filter((c) => c.like_count > 0).map((c) => [c.token_id, Number(c.like_count)])).toEqual(
      recount.map((r) => [r.token_id, Number(r.n)]),
    );
    const body = await jsonOf(await fetch(`${apps[0]!.base}/api/likes/nft/1`));
    expect(body.count).toBe(Number(recount.find((r) => r.token_id === 1)?.n ?? 0));
  });
});
