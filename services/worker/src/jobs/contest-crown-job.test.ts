import { randomBytes } from 'node:crypto';
import { createDb, createLogger, createRedis, type Db, type Redis } from '@nacho/core';
import { describeWithRedis, TEST_REDIS_URL, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { nextDailyReset } from '@nacho/domain';
import { Queue } from 'bullmq';
import { waitFor } from '../testing/wait-for';
import { createBullmqRunner } from './bullmq-runner';
import { CONTEST_CROWN_JOB, contestCrownJob } from './contest-crown-job';
import { createInlineRunner } from './inline-runner';

const TZ = 'Europe/Berlin';
const config = testConfig({ CONTEST_TZ: TZ });
const logger = createLogger(config);

async function seedFinishedMonth(db: Db) {
  await db('users').insert({ id: 'u1', created_at: 0, updated_at: 0 });
  // A month that ended while nothing was running (downtime over its end).
  await db('nft_likes').insert([
    { user_id: 'u1', token_id: 12, created_at: 1, like_date: '2026-09-03', contest_month: '2026-09' },
    { user_id: 'u1', token_id: 12, created_at: 2, like_date: '2026-09-04', contest_month: '2026-09' },
    { user_id: 'u1', token_id: 30, created_at: 3, like_date: '2026-09-04', contest_month: '2026-09' },
  ]);
  await db('nft_like_counts').insert([
    { token_id: 12, reset_year: 2026, reset_month: 9, like_count: 2, count_reached_at: 2, updated_at: 2 },
    { token_id: 30, reset_year: 2026, reset_month: 9, like_count: 1, count_reached_at: 3, updated_at: 3 },
  ]);
}

const winnerRows = (db: Db) =>
  db('contest_months').select('year', 'month', 'state', 'token_id', 'like_count').whereNot({ state: 'awaiting' });

const rowCount = async (db: Db, table: string) => Number((await db(table).count({ n: '*' }))[0]!.n);

eachDatabase('contest-crown job inline (embedded mode)', (ctx) => {
  beforeAll(() => seedFinishedMonth(ctx.db()));

  it('catches up at start, schedules the next run at the next midnight in CONTEST_TZ, and a re-run adds nothing', async () => {
    const runner = createInlineRunner({ jobs: [contestCrownJob({ config, logger, db: ctx.db() })], logger });
    await runner.start();
    try {
      await waitFor('the catch-up crowning', async () => (await rowCount(ctx.db(), 'contest_months')) === 1);
      expect(await winnerRows(ctx.db())).toEqual([
        { year: 2026, month: 9, state: 'crowned', token_id: 12, like_count: 2 },
      ]);
      const next = await runner.nextRunAt(CONTEST_CROWN_JOB);
      expect(next).toBe(nextDailyReset(Date.now(), TZ));
      await runner.trigger(CONTEST_CROWN_JOB);
    } finally {
      await runner.stop();
    }
    // September, the one finished month with likes, is crowned once; the months without likes await (nothing to crown).
    expect(await winnerRows(ctx.db())).toEqual([
      { year: 2026, month: 9, state: 'crowned', token_id: 12, like_count: 2 },
    ]);
    expect(await rowCount(ctx.db(), 'contest_months')).toBe(1);
  });
});

describeWithRedis('contest-crown job on BullMQ', () => {
  eachDatabase('two workers', (ctx) => {
    const prefix = `nacho-test-${process.pid}-${randomBytes(4).toString('hex')}`;
    let redis: Redis;
    let otherDb: Db;
    beforeAll(async () => {
      await seedFinishedMonth(ctx.db());
      redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
      otherDb =
        ctx.dialect === 'postgres' ? createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() }) : ctx.db();
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      if (otherDb !== ctx.db()) await otherDb.destroy();
    });

    it('registers a cron scheduler in CONTEST_TZ and crowns once when two workers start together', async () => {
      const runners = [ctx.db(), otherDb].map((db) =>
        createBullmqRunner({ jobs: [contestCrownJob({ config, logger, db })], logger, connection: redis, prefix }),
      );
      await Promise.all(runners.map((r) => r.start()));
      const queue = new Queue(CONTEST_CROWN_JOB, { connection: redis, prefix });
      try {
        expect(await queue.getJobScheduler(CONTEST_CROWN_JOB)).toMatchObject({ pattern: '0 0 0 * * *', tz: TZ });
        expect(await runners[0]!.nextRunAt(CONTEST_CROWN_JOB)).toBe(nextDailyReset(Date.now(), TZ));
        await waitFor('the catch-up crowning', async () => (await rowCount(ctx.db(), 'contest_months')) === 1);
        // Both workers run it again at once: still one row.
        await Promise.all(runners.map((r) => r.trigger(CONTEST_CROWN_JOB)));
        await queue.add(CONTEST_CROWN_JOB, {});
        await waitFor(
          'the extra runs',
          async () => (await queue.getWaitingCount()) + (await queue.getActiveCount()) === 0,
        );
        expect(await winnerRows(ctx.db())).toEqual([
          { year: 2026, month: 9, state: 'crowned', token_id: 12, like_count: 2 },
        ]);
        expect(await rowCount(ctx.db(), 'contest_months')).toBe(1);
      } finally {
        await queue.close();
        await Promise.all(runners.map((r) => r.stop()));
      }
    }, 60_000);
  });
});
