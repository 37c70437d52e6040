import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { seedUsersAndTokens, startContestApp, testUser, testUsers, type TestApp } from './testing/contest-test-app';

const HOUR = 3_600_000;

/** Contest days and months follow Europe/Berlin across the 23 h (March) and 25 h (October) days. */
eachDatabase('likes across daylight-saving changes', (ctx) => {
  let clock = 0;
  const users = testUsers(testUser('alice', 0));
  let app: TestApp;
  const like = (id: number) => app.like(id, 'alice');

  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 5);
    app = await startContestApp(testConfig({ CONTEST_TZ: 'Europe/Berlin' }), ctx.db(), users, () => clock);
  });
  afterAll(() => app.close());

  it('the 23-hour day of 29 March 2026 runs from 23:00 UTC to 22:00 UTC', async () => {
    clock = Date.UTC(2026, 2, 28, 23, 0, 0); // 00:00 CET on 29 March
    const first = await jsonOf(await like(1));
    expect(first.nextReset).toBe(Date.UTC(2026, 2, 29, 22, 0, 0)); // 00:00 CEST on 30 March
    expect(first.nextReset - clock).toBe(23 * HOUR);
    clock = Date.UTC(2026, 2, 29, 21, 59, 59);
    expect((await like(1)).status).toBe(400);
    clock = Date.UTC(2026, 2, 29, 22, 0, 0);
    expect((await like(1)).status).toBe(200);
    expect(
      (await ctx.db()('nft_likes').where({ token_id: 1 }).orderBy('id').select('like_date')).map((r) => r.like_date),
    ).toEqual(['2026-03-29', '2026-03-30']);
  });

  it('the 25-hour day of 25 October 2026 runs from 22:00 UTC to 23:00 UTC the next day', async () => {
    clock = Date.UTC(2026, 9, 24, 22, 0, 0); // 00:00 CEST on 25 October
    const first = await jsonOf(await like(2));
    expect(first.nextReset - clock).toBe(25 * HOUR);
    clock = Date.UTC(2026, 9, 25, 22, 59, 59);
    expect((await like(2)).status).toBe(400);
    clock = Date.UTC(2026, 9, 25, 23, 0, 0);
    expect((await like(2)).status).toBe(200);
  });

  it('a like one second before local midnight on 31 March counts for March, one at midnight for April', async () => {
    clock = Date.UTC(2026, 2, 31, 21, 59, 59);
    expect(await jsonOf(await like(3))).toMatchObject({ likeCount: 1 });
    clock = Date.UTC(2026, 2, 31, 22, 0, 0);
    expect(await jsonOf(await like(3))).toMatchObject({ likeCount: 1 });
    expect(
      await ctx
        .db()('nft_like_counts')
        .where({ token_id: 3 })
        .orderBy('reset_month')
        .select('reset_month', 'like_count'),
    ).toEqual([
      { reset_month: 3, like_count: 1 },
      { reset_month: 4, like_count: 1 },
    ]);
  });

  it('a like one second before local midnight on 31 October (CET) counts for October', async () => {
    clock = Date.UTC(2026, 9, 31, 22, 59, 59);
    await like(4);
    clock = Date.UTC(2026, 9, 31, 23, 0, 0);
    await like(4);
    expect(
      (await ctx.db()('nft_likes').where({ token_id: 4 }).orderBy('id').select('contest_month')).map(
        (r) => r.contest_month,
      ),
    ).toEqual(['2026-10', '2026-11']);
  });
});
