import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { finishSyncRun, startSyncRun } from '@nacho/db';
import { eachDatabase } from '@nacho/db/testing';
import { claimSyncLease, finishSync } from '../sync/sync-state';
import { collectionSyncJob } from './collection-sync-job';

const config = testConfig({ SYNC_INTERVAL_MINUTES: '10' });
const logger = createLogger(config);
const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);

eachDatabase('collection-sync job: a run at start when the data is due a sync', (ctx) => {
  const dueAt = (now: number) => collectionSyncJob({ config, logger, db: ctx.db(), now: () => now }).runAtStart();

  /** A finished run as the sync records it: sync_state's phase and version, and its sync_runs row. */
  const finishedRun = async (at: number, outcome: 'synced' | 'failed') => {
    expect(await claimSyncLease(ctx.db(), at - 1000, 60 * MIN)).toBe(true);
    const id = await startSyncRun(ctx.db(), at - 1000);
    const phase = outcome === 'synced' ? 'done' : 'error';
    const error = outcome === 'failed' ? 'indexer unreachable' : null;
    await finishSync(ctx.db(), { phase, done: 1, total: 1, lastError: error, bumpVersion: outcome === 'synced' }, at);
    await finishSyncRun(ctx.db(), id, { outcome, finishedAt: at, error });
  };

  it('runs at start on a database that was never synced', async () => {
    expect(await dueAt(T0)).toBe(true);
  });

  it('waits for the schedule while the last success is younger than one interval', async () => {
    await finishedRun(T0, 'synced');
    expect(await dueAt(T0 + 9 * MIN)).toBe(false);
  });

  it('runs at start once the last success is one interval old (a restart or restore on old data)', async () => {
    await finishedRun(T0, 'synced');
    expect(await dueAt(T0 + 10 * MIN)).toBe(true);
    expect(await dueAt(T0 + 48 * 60 * MIN)).toBe(true);
  });

  it('judges by the last success, not by a failure after it', async () => {
    await finishedRun(T0, 'synced');
    await finishedRun(T0 + 12 * MIN, 'failed');
    expect(await dueAt(T0 + 13 * MIN)).toBe(true);
  });

  it("judges a database from before sync_runs by sync_state's last finished run", async () => {
    expect(await claimSyncLease(ctx.db(), T0 - 1000, 60 * MIN)).toBe(true);
    await finishSync(ctx.db(), { phase: 'done', done: 1, total: 1, lastError: null, bumpVersion: true }, T0);
    expect(await dueAt(T0 + 5 * MIN)).toBe(false);
    expect(await dueAt(T0 + 11 * MIN)).toBe(true);
  });
});
