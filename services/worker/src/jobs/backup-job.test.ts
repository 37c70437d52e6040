import fs from 'node:fs';
import path from 'node:path';
import { createLogger, type Db } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { listBackups, readBackupHealth } from '@nacho/db';
import { eachDatabase } from '@nacho/db/testing';
import { createInlineRunner } from './inline-runner';
import { backupJob } from './backup-job';

describe('backup job schedule', () => {
  const logger = createLogger(testConfig());
  // The schedule alone: no job runs here, so no database is needed.
  const db = null as unknown as Db;
  it('is off unless BACKUP_SCHEDULE or BACKUP_INTERVAL_HOURS is set', () => {
    expect(backupJob({ config: testConfig(), logger, db })).toBeUndefined();
  });
  it('runs every BACKUP_INTERVAL_HOURS, or on a BACKUP_SCHEDULE cron in UTC (5 fields get seconds)', () => {
    expect(backupJob({ config: testConfig({ BACKUP_INTERVAL_HOURS: '6' }), logger, db })).toMatchObject({
      name: 'backup',
      everyMs: 6 * 3_600_000,
      cron: undefined,
    });
    expect(backupJob({ config: testConfig({ BACKUP_SCHEDULE: '30 3 * * *' }), logger, db })?.cron).toEqual({
      pattern: '0 30 3 * * *',
      tz: 'UTC',
    });
    expect(() => testConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(/BACKUP_SCHEDULE/);
  });
  it('gets its next run from the cron on the inline runner', async () => {
    const job = backupJob({ config: testConfig({ BACKUP_SCHEDULE: '0 3 * * *' }), logger, db })!;
    const runner = createInlineRunner({ jobs: [job], logger });
    await runner.start();
    try {
      const next = await runner.nextRunAt('backup');
      expect(new Date(next!).getUTCHours()).toBe(3);
    } finally {
      await runner.stop();
    }
  });
});

eachDatabase('backup job', (ctx) => {
  it('writes a backup into BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    const backupDir = path.join(ctx.dataDir(), 'scheduled');
    const config = {
      ...testConfig({ BACKUP_INTERVAL_HOURS: '1', BACKUP_KEEP: '2' }),
      databaseUrl: ctx.databaseUrl(),
      dataDir: ctx.dataDir(),
      backupDir,
    };
    await ctx.db()('users').insert({ id: 'kept', created_at: 1, updated_at: 1 });
    let t = Date.UTC(2026, 0, 1);
    const job = backupJob({ config, logger: createLogger(config), db: ctx.db(), now: () => (t += 3_600_000) })!;
    const signal = new AbortController().signal;
    const runs = [];
    for (let i = 0; i < 3; i++) {
      runs.push((await job.run({ signal })) as { file: string; pruned: string[] });
      // Newest by modification time, whatever the file system's time resolution.
      fs.utimesSync(runs[i]!.file, new Date(t), new Date(t));
    }
    expect(runs[2]!.pruned).toEqual([runs[0]!.file]);
    expect(listBackups(backupDir).map((b) => b.file)).toEqual([runs[2]!.file, runs[1]!.file]);
    expect(await readBackupHealth(ctx.db())).toEqual({
      last: {
        file: runs[2]!.file,
        name: path.basename(runs[2]!.file),
        at: t,
        bytes: expect.any(Number),
        madeBy: 'schedule',
      },
      failure: null,
    });
  });

  it('records a failed backup for the System tab until the next one is made', async () => {
    const backupDir = path.join(ctx.dataDir(), 'not-a-folder');
    fs.writeFileSync(backupDir, 'a file where BACKUP_DIR should be');
    const config = {
      ...testConfig({ BACKUP_INTERVAL_HOURS: '1' }),
      databaseUrl: ctx.databaseUrl(),
      dataDir: ctx.dataDir(),
      backupDir,
    };
    let t = Date.UTC(2026, 1, 1);
    const failing = backupJob({ config, logger: createLogger(config), db: ctx.db(), now: () => (t += 60_000) })!;
    const signal = new AbortController().signal;
    await expect(failing.run({ signal })).rejects.toThrow();
    const afterFailure = await readBackupHealth(ctx.db());
    expect(afterFailure.failure).toEqual({ at: t, error: expect.stringMatching(/EEXIST|ENOTDIR/), madeBy: 'schedule' });

    const working = backupJob({
      config: { ...config, backupDir: path.join(ctx.dataDir(), 'again') },
      logger: createLogger(config),
      db: ctx.db(),
      now: () => (t += 60_000),
    })!;
    const made = (await working.run({ signal })) as { file: string };
    expect(await readBackupHealth(ctx.db())).toMatchObject({ last: { file: made.file, at: t }, failure: null });
  });
});
