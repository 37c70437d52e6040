import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { readSyncStatus } from '../sync/sync-state';
import { metadataBlockingDemoSource } from '../testing/blocking-source';
import { smallDemoSource } from '../testing/small-demo-source';
import { countRows } from '../testing/table-snapshot';
import { waitFor } from '../testing/wait-for';
import { COLLECTION_SYNC_JOB } from './collection-sync-job';
import { createJobRunner } from './create-job-runner';
import { createInlineRunner } from './inline-runner';
import { UnknownJobError, type JobDefinition } from './job-definition';

const config = testConfig({ SYNC_INTERVAL_MINUTES: '7' });
const logger = createLogger(config);

eachDatabase('job runner without Redis (inline on croner)', (ctx) => {
  it('syncs at start while the collection is empty, tells in-process readers, and schedules the next run one interval later', async () => {
    const startedAt = Date.now();
    const announced: number[] = [];
    const jobs = createJobRunner({
      config,
      logger,
      db: ctx.db(),
      createSource: smallDemoSource,
      onCollectionPublished: (version) => announced.push(version),
    });
    await jobs.start();
    try {
      const next = (await jobs.nextRunAt(COLLECTION_SYNC_JOB))!;
      expect(next).toBeGreaterThanOrEqual(startedAt + 7 * 60_000);
      expect(next).toBeLessThan(Date.now() + 7 * 60_000 + 2000);
      await waitFor('the sync at start', async () => (await readSyncStatus(ctx.db())).phase === 'done');
      expect(await readSyncStatus(ctx.db())).toMatchObject({ collectionVersion: 1 });
      expect(await countRows(ctx.db(), 'holders')).toBeGreaterThan(0);
      await waitFor('the in-process announcement', () => announced.length === 1);
      expect(announced).toEqual([1]);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('does not sync at start once synced; trigger runs the same processor', async () => {
    const jobs = createJobRunner({ config, logger, db: ctx.db(), createSource: smallDemoSource });
    await jobs.start();
    try {
      expect((await readSyncStatus(ctx.db())).phase).toBe('done');
      await ctx.db()('special_nfts').delete();
      await jobs.trigger(COLLECTION_SYNC_JOB);
      await waitFor('the triggered sync', async () => (await readSyncStatus(ctx.db())).collectionVersion === 2);
      expect(await countRows(ctx.db(), 'special_nfts')).toBe(60);
      await expect(jobs.trigger('no-such-job')).rejects.toThrow(UnknownJobError);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('stop() interrupts a running sync and waits for it', async () => {
    await ctx.db()('nft_metadata').where('token_id', '<=', 3).delete();
    let blocked = false;
    const jobs = createJobRunner({
      config,
      logger,
      db: ctx.db(),
      createSource: () => metadataBlockingDemoSource(() => (blocked = true)),
    });
    await jobs.start();
    await jobs.trigger(COLLECTION_SYNC_JOB);
    await waitFor('the sync to reach metadata', () => blocked);
    await jobs.stop();
    expect(await readSyncStatus(ctx.db())).toMatchObject({
      phase: 'error',
      lastError: 'interrupted: job runner stopping',
    });
    await expect(jobs.trigger(COLLECTION_SYNC_JOB)).rejects.toThrow('job runner stopped');
  }, 60_000);
});

describe('inline runner scheduling', () => {
  it('runs a job every interval on croner and never overlaps it with itself', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    let release!: () => void;
    const job: JobDefinition = {
      name: 'tick',
      everyMs: 1000,
      runAtStart: async () => false,
      run: async () => {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // The first run outlasts several intervals.
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
    };
    let skipped = 0;
    // The runner's log line is the event that a run was skipped.
    const runnerLogger = Object.assign(Object.create(logger) as typeof logger, {
      info: (_context: unknown, message?: string) => {
        if (message === 'job already running; this run is skipped') skipped += 1;
      },
    });
    const skips = () => skipped;
    const jobs = createInlineRunner({ jobs: [job], logger: runnerLogger });
    await jobs.start();
    try {
      await waitFor('the first scheduled run', () => runs === 1, 5000);
      await jobs.trigger('tick');
      // The trigger and a later scheduled tick both find the first run still going.
      await waitFor('the trigger and a scheduled tick to be skipped', () => skips() >= 2, 5000);
      expect(runs).toBe(1);
      release();
      await waitFor('a later scheduled run', () => runs >= 2, 5000);
      expect(mostAtOnce).toBe(1);
    } finally {
      await jobs.stop();
    }
  }, 20_000);
});
