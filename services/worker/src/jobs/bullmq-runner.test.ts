import { randomBytes } from 'node:crypto';
import { createLogger, createRedis, metrics, type Redis } from '@nacho/core';
import { deleteMatchingKeys, describeWithRedis, TEST_REDIS_URL, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { Queue } from 'bullmq';
import { readSyncStatus } from '../sync/sync-state';
import { metadataBlockingDemoSource } from '../testing/blocking-source';
import { SMALL_DEMO_TOKENS, smallDemoSource } from '../testing/small-demo-source';
import { countRows } from '../testing/table-snapshot';
import { waitFor } from '../testing/wait-for';
import { COLLECTION_SYNC_JOB } from './collection-sync-job';
import { createJobRunner } from './create-job-runner';

describeWithRedis('job runner on BullMQ', () => {
  eachDatabase('collection-sync through BullMQ', (ctx) => {
    const prefix = `nacho-test-${process.pid}-${randomBytes(4).toString('hex')}`;
    const config = testConfig({ SYNC_INTERVAL_MINUTES: '7' });
    const logger = createLogger(config);
    let redis: Redis;
    let queue: Queue;
    const runner = (extra: Partial<Parameters<typeof createJobRunner>[0]> = {}) =>
      createJobRunner({
        config,
        logger,
        db: ctx.db(),
        redis,
        queuePrefix: prefix,
        createSource: smallDemoSource,
        ...extra,
      });

    beforeAll(() => {
      redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
      queue = new Queue(COLLECTION_SYNC_JOB, { connection: redis, prefix });
    });
    afterAll(async () => {
      await queue.close();
      await deleteMatchingKeys(redis, `${prefix}:*`);
      await redis.quit();
    });

    it('registers the job scheduler with the configured interval and syncs once at start while the collection is empty', async () => {
      const startedAt = Date.now();
      const jobs = runner();
      await jobs.start();
      try {
        expect(await queue.getJobScheduler(COLLECTION_SYNC_JOB)).toMatchObject({
          name: COLLECTION_SYNC_JOB,
          every: 7 * 60_000,
        });
        expect(await jobs.nextRunAt(COLLECTION_SYNC_JOB)).toBeGreaterThanOrEqual(startedAt + 7 * 60_000);
        await waitFor('the sync at start', async () => (await readSyncStatus(ctx.db())).phase === 'done');
        expect(await readSyncStatus(ctx.db())).toMatchObject({ collectionVersion: 1 });
        expect(await countRows(ctx.db(), 'tokens')).toBe(SMALL_DEMO_TOKENS);
        expect(await countRows(ctx.db(), 'nft_rarity')).toBe(SMALL_DEMO_TOKENS);
        await waitFor('the job to complete', async () => (await queue.getCompletedCount()) === 1);
        const [job] = await queue.getCompleted();
        expect(job.returnvalue).toMatchObject({ outcome: 'synced', changed: true, collectionVersion: 1 });
      } finally {
        await jobs.stop();
      }
    }, 60_000);

    it('does not sync at start once synced, keeps the schedule, and runs a triggered sync through the queue', async () => {
      const scheduled = (await queue.getJobScheduler(COLLECTION_SYNC_JOB))?.next;
      const jobs = runner();
      await jobs.start();
      try {
        expect(await jobs.nextRunAt(COLLECTION_SYNC_JOB)).toBe(scheduled);
        expect(await queue.getJobCountByTypes('waiting', 'active')).toBe(0);
        await ctx.db()('holders').delete();
        await jobs.trigger(COLLECTION_SYNC_JOB);
        await waitFor('the triggered sync', async () => (await queue.getCompletedCount()) === 2);
        expect(await countRows(ctx.db(), 'holders')).toBeGreaterThan(0);
        expect(await readSyncStatus(ctx.db())).toMatchObject({ phase: 'done', collectionVersion: 2 });
      } finally {
        await jobs.stop();
      }
    }, 60_000);

    it('re-creates a job scheduler that Redis lost (a restart without persistence) once the connection is ready again', async () => {
      const connection = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const jobs = runner({ redis: connection });
      await jobs.start();
      try {
        await queue.removeJobScheduler(COLLECTION_SYNC_JOB);
        expect(await queue.getJobScheduler(COLLECTION_SYNC_JOB)).toBeFalsy();
        connection.disconnect(true);
        await waitFor('the scheduler to be re-created', async () =>
          Boolean(await queue.getJobScheduler(COLLECTION_SYNC_JOB)),
        );
        expect(await queue.getJobScheduler(COLLECTION_SYNC_JOB)).toMatchObject({
          name: COLLECTION_SYNC_JOB,
          every: 7 * 60_000,
        });
      } finally {
        await jobs.stop();
        await connection.quit();
      }
    }, 60_000);

    it('stop() interrupts a running sync, closes the worker and leaves later jobs queued', async () => {
      await ctx.db()('nft_metadata').where('token_id', '<=', 3).delete();
      let blocked = false;
      const jobs = runner({ createSource: () => metadataBlockingDemoSource(() => (blocked = true)) });
      await jobs.start();
      try {
        expect(await queue.getWorkersCount()).toBe(1);
        await jobs.trigger(COLLECTION_SYNC_JOB);
        await waitFor('the sync to reach metadata', () => blocked);
      } finally {
        await jobs.stop();
      }
      expect(await readSyncStatus(ctx.db())).toMatchObject({
        phase: 'error',
        lastError: 'interrupted: job runner stopping',
      });
      expect(await queue.getFailedCount()).toBe(1);
      expect(await queue.getWorkersCount()).toBe(0);
      await queue.add(COLLECTION_SYNC_JOB, {});
      expect(await queue.getJobCountByTypes('waiting', 'active')).toBe(1);
    }, 60_000);

    it("reports each queue's waiting, active, delayed and failed jobs at every metrics scrape while it runs", async () => {
      const jobs = runner();
      await jobs.start();
      try {
        const text = await metrics.scrapeMetrics();
        for (const name of [COLLECTION_SYNC_JOB, 'market-snapshot', 'contest-crown']) {
          for (const state of metrics.QUEUE_STATES)
            expect(text).toMatch(new RegExp(`^nacho_queue_jobs\\{queue="${name}",state="${state}"\\} \\d+$`, 'm'));
        }
        // The run the previous test interrupted is the failed one.
        expect(text).toMatch(
          new RegExp(
            `^nacho_queue_jobs\\{queue="${COLLECTION_SYNC_JOB}",state="failed"\\} ${await queue.getFailedCount()}$`,
            'm',
          ),
        );
        expect(await queue.getFailedCount()).toBe(1);
      } finally {
        await jobs.stop();
      }
    }, 60_000);
  });
});
