import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createLogger, createRedis, type Db, type Redis } from '@nacho/core';
import {
  deleteMatchingKeys,
  describeWithRedis,
  jsonOf,
  tempDir,
  TEST_REDIS_URL,
  testConfig,
} from '@nacho/core/testing';
import { finishSyncRun, makeRecordedBackup, startSyncRun } from '@nacho/db';
import { eachDatabase } from '@nacho/db/testing';
import { Queue, Worker } from 'bullmq';
import { createContestRouters } from '../index';
import { queueConnection, systemReport } from './system';
import { seedMonth } from './testing/seed';
import { Browser, startTestApp, TEST_USER_HEADER, type RunningTestApp } from './testing/admin-test-app';

const WALLET = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';
const NOV_21 = Date.UTC(2026, 10, 21, 11);
const MIN = 60_000;

function systemApp(dbc: { db(): Db }, extra: { redis?: Redis; queuePrefix?: string } = {}) {
  const clock = { now: NOV_21 };
  const backupDir = path.join(tempDir('nacho-system-'), 'backups');
  const config = { ...testConfig({ ADMIN_WALLETS: WALLET, SYNC_INTERVAL_MINUTES: '10' }), backupDir };
  let app: RunningTestApp;
  const state = {
    backupDir,
    get app() {
      return app;
    },
    admin: undefined as unknown as Browser,
    visitor: undefined as unknown as Browser,
    async start() {
      app = await startTestApp({
        config,
        db: dbc.db(),
        clock,
        routers: createContestRouters({
          config,
          db: dbc.db(),
          logger: createLogger(config),
          now: () => clock.now,
          ...extra,
        }),
      });
      state.admin = new Browser(app.base, { [TEST_USER_HEADER]: `admin-1 ${WALLET}` });
      state.visitor = new Browser(app.base, { [TEST_USER_HEADER]: 'visitor-1' });
    },
  };
  return state;
}

eachDatabase('admin System tab API', (dbc) => {
  const sys = systemApp(dbc);
  beforeAll(() => sys.start());
  afterAll(() => sys.app.close());

  it('is for admins only', async () => {
    expect((await fetch(`${sys.app.base}/api/admin/system`)).status).toBe(401);
    expect((await sys.visitor.fetch('/api/admin/system')).status).toBe(403);
    expect(
      (await sys.visitor.fetch('/api/admin/system/queues/collection-sync/jobs/1/retry', { method: 'POST', body: {} }))
        .status,
    ).toBe(403);
  });

  it('shows the sync health and the last 20 runs with their errors in one line, newest first', async () => {
    const db = dbc.db();
    for (let i = 0; i < 22; i++) {
      const start = NOV_21 - (40 - i) * MIN;
      const id = await startSyncRun(db, start);
      const failed = i >= 20;
      await finishSyncRun(db, id, {
        outcome: failed ? 'failed' : 'synced',
        finishedAt: start + 5000,
        error: failed ? `indexer timeout ${i}\n    at fetch (krc721.ts:12)` : null,
      });
    }
    await db('sync_state').insert({
      id: 'collection',
      collection_version: 3,
      phase: 'error',
      done: 0,
      total: 1,
      started_at: NOV_21 - 19 * MIN,
      finished_at: NOV_21 - 19 * MIN + 5000,
      last_error: 'indexer timeout 21',
      updated_at: NOV_21,
    });
    const body = await jsonOf(await sys.admin.fetch('/api/admin/system'));
    expect(body.sync).toMatchObject({
      phase: 'error',
      collectionVersion: 3,
      stale: true,
      syncIntervalMinutes: 10,
      lastSuccessAt: NOV_21 - 21 * MIN + 5000,
      lastFailureAt: NOV_21 - 19 * MIN + 5000,
      lastError: 'indexer timeout 21',
    });
    expect(body.sync.runs).toHaveLength(20);
    expect(body.sync.runs[0]).toEqual({
      id: expect.any(Number),
      startedAt: NOV_21 - 19 * MIN,
      finishedAt: NOV_21 - 19 * MIN + 5000,
      outcome: 'failed',
      error: 'indexer timeout 21',
    });
    expect(body.sync.runs[2]).toMatchObject({ outcome: 'synced', error: null });
  });

  it("says there is no queue in embedded mode, lists the finished months' crowning states, and the last backup", async () => {
    await seedMonth(dbc.db(), { year: 2026, month: 10, state: 'crowned', tokenId: 8, likeCount: 3 });
    await seedMonth(dbc.db(), { year: 2026, month: 9, state: 'awaiting' });
    let body = await jsonOf(await sys.admin.fetch('/api/admin/system'));
    expect(body.queues).toEqual({ mode: 'embedded' });
    // All of the last 12 finished months, newest first: those without a record too, with no likes (issue 41).
    type Month = { year: number; month: number; state: string; likes: number; winner: unknown };
    const months = body.months as Month[];
    expect(months.map((m) => `${m.year}-${m.month} ${m.state}`)).toEqual([
      '2026-10 crowned',
      '2026-9 awaiting',
      ...[8, 7, 6, 5, 4, 3, 2, 1].map((month) => `2026-${month} no_likes`),
      '2025-12 no_likes',
      '2025-11 no_likes',
    ]);
    expect(months[0]).toMatchObject({ winner: { tokenId: 8 } });
    for (const m of months.slice(2)) expect(m).toMatchObject({ likes: 0, winner: null, failedAttempts: 0 });
    expect(body.backups).toEqual({ scheduled: false, keep: 14, last: null, failure: null });

    // Recorded by whoever made them (the worker or npm run backup, maybe on another machine), not read from a folder.
    const target = { databaseUrl: dbc.databaseUrl(), dataDir: dbc.dataDir(), backupDir: sys.backupDir };
    const made = await makeRecordedBackup(dbc.db(), target, 'command', () => NOV_21);
    body = await jsonOf(await sys.admin.fetch('/api/admin/system'));
    expect(body.backups.last).toEqual({
      name: path.basename(made.file),
      dir: sys.backupDir,
      at: NOV_21,
      bytes: made.bytes,
      madeBy: 'command',
    });
    expect(body.backups.failure).toBeNull();

    const notAFolder = path.join(dbc.dataDir(), 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    await expect(
      makeRecordedBackup(dbc.db(), { ...target, backupDir: notAFolder }, 'schedule', () => NOV_21 + MIN),
    ).rejects.toThrow();
    body = await jsonOf(await sys.admin.fetch('/api/admin/system'));
    expect(body.backups.last).toMatchObject({ name: path.basename(made.file), at: NOV_21 });
    expect(body.backups.failure).toEqual({
      at: NOV_21 + MIN,
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
      madeBy: 'schedule',
    });
    expect(
      (await sys.admin.fetch('/api/admin/system/queues/collection-sync/jobs/1/retry', { method: 'POST', body: {} }))
        .status,
    ).toBe(404);
  });
});

describeWithRedis('admin System tab API with BullMQ', () => {
  eachDatabase('queues and retry', (dbc) => {
    const prefix = `nacho-test-${process.pid}-${randomBytes(4).toString('hex')}`;
    let redis: Redis;
    let queue: Queue;
    const sys = systemApp(dbc, {
      get redis() {
        return redis;
      },
      queuePrefix: prefix,
    });
    beforeAll(async () => {
      redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
      await sys.start();
      queue = new Queue('market-snapshot', { connection: redis, prefix });
    });
    afterAll(async () => {
      await sys.app.close();
      await queue.close();
      await deleteMatchingKeys(redis, `${prefix}:*`);
      await redis.quit();
    });

    it("lists each queue's counts and failed jobs, retries one, and audits the retry", async () => {
      const job = await queue.add('market-snapshot', {}, { attempts: 1 });
      const workerConnection = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const worker = new Worker(
        'market-snapshot',
        async () => {
          throw new Error('kaspa.com answered 502\nstack line');
        },
        { connection: workerConnection, prefix },
      );
      await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
      await worker.close();
      await workerConnection.quit();

      const body = await jsonOf(await sys.admin.fetch('/api/admin/system'));
      expect(body.queues.mode).toBe('bullmq');
      const snapshot = body.queues.queues.find((q: { name: string }) => q.name === 'market-snapshot');
      expect(snapshot.counts).toMatchObject({ failed: 1, waiting: 0 });
      expect(snapshot.failed).toEqual([
        {
          id: job.id,
          name: 'market-snapshot',
          error: 'kaspa.com answered 502',
          attempts: 1,
          failedAt: expect.any(Number),
        },
      ]);

      // Without the same-origin JSON headers the app's mutation guard refuses it before the route.
      const bare = await fetch(`${sys.app.base}/api/admin/system/queues/market-snapshot/jobs/${job.id}/retry`, {
        method: 'POST',
        headers: { [TEST_USER_HEADER]: `admin-1 ${WALLET}` },
      });
      expect(bare.status).toBeGreaterThanOrEqual(400);
      expect(await queue.getJobCounts('failed')).toMatchObject({ failed: 1 });

      const retried = await sys.admin.fetch(`/api/admin/system/queues/market-snapshot/jobs/${job.id}/retry`, {
        method: 'POST',
        body: {},
      });
      expect(retried.status).toBe(200);
      expect(await jsonOf(retried)).toEqual({ queue: 'market-snapshot', id: job.id, retried: true });
      expect(await queue.getJobCounts('failed', 'waiting')).toMatchObject({ failed: 0, waiting: 1 });
      const audit = await dbc
        .db()('admin_audit_log')
        .where({ action: 'retry_job' })
        .first('target', 'actor', 'details');
      expect(audit).toMatchObject({ target: `job:market-snapshot:${job.id}`, actor: `wallet:${WALLET}` });
      expect(JSON.parse(audit.details)).toMatchObject({
        queue: 'market-snapshot',
        attempts: 1,
        error: 'kaspa.com answered 502',
      });

      // Not failed any more: a second retry is a 404, and so is an unknown queue.
      expect(
        (
          await sys.admin.fetch(`/api/admin/system/queues/market-snapshot/jobs/${job.id}/retry`, {
            method: 'POST',
            body: {},
          })
        ).status,
      ).toBe(404);
      expect(
        (await sys.admin.fetch('/api/admin/system/queues/nope/jobs/1/retry', { method: 'POST', body: {} })).status,
      ).toBe(404);
    });

    it("reads the queues through a connection of its own, so BullMQ's scripts never reach the service's pipelines", async () => {
      const service = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const config = testConfig({ ADMIN_WALLETS: WALLET });
      const report = await systemReport(dbc.db(), config, { redis: service, prefix }, NOV_21);
      expect(report.queues).toMatchObject({ mode: 'bullmq', queues: [{ name: 'market-snapshot' }] });
      // ioredis copies every script defined on a connection onto each pipeline it makes.
      expect(Object.keys(service.scriptsSet)).toEqual([]);
      const own = queueConnection(service);
      expect(Object.keys(own.scriptsSet).length).toBeGreaterThan(0);
      await systemReport(dbc.db(), config, { redis: service, prefix }, NOV_21);
      expect(queueConnection(service)).toBe(own);

      const ended = new Promise<void>((resolve) => own.once('end', () => resolve()));
      await service.quit();
      await ended;
      expect(own.status).toBe('end');
    });
  });
});
