#!/usr/bin/env node
/**
 * Backup and restore of a large contest (issue 36): BENCH_LIKES likes (1,000,000) of 10,000 users,
 * 1 in 1,000 of them removed by a moderator, the like counts, 10,000 audit entries and 20,000
 * market sales, on SQLite and on PostgreSQL. Per database: `createBackup` (time, file size, the
 * event loop's delay meanwhile, as the scheduled backup runs inside the server's process, and the
 * process's RSS growth; beside it the idle loop's delay over as long), the restore onto a new machine (an empty DATA_DIR, an empty PostgreSQL
 * database) and into the database in use, and the restore of one database's backup into the
 * other. Median of BENCH_RUNS (3). Writes bench/results/backup.md (BENCH_RESULT to write elsewhere).
 * Needs `npx tsc -b`; TEST_DATABASE_URL as the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { median } from '../api/measure.mjs';
import { requireCompiled, root } from '../api/compiled.mjs';
import { scratchPostgres } from '../api/scratch-postgres.mjs';
import { seedContest, USERS } from './seed.mjs';

const { createDb } = requireCompiled('services/core/dist/index.js');
const { createBackup, migrateLatest, restoreBackup } = requireCompiled('services/db/dist/index.js');

const env = process.env;
const LIKES = Number(env.BENCH_LIKES ?? 1_000_000);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-backup-'));
const databases = scratchPostgres('nacho_bench_backup');

/** A new machine: an empty DATA_DIR (not there yet), or an empty PostgreSQL database. */
async function newMachine(dialect, label) {
  const dataDir = path.join(work, `${label}-${databases.count}`, 'data');
  const databaseUrl = dialect === 'sqlite' ? undefined : await databases.create();
  return { databaseUrl, dataDir, backupDir: path.join(dataDir, '..', 'backups') };
}

/** Runs `fn` while sampling the event loop's delay and the process's RSS. */
async function measured(fn) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  delay.enable();
  const started = process.hrtime.bigint();
  const result = await fn();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  delay.disable();
  clearInterval(sampler);
  return {
    result,
    ms,
    loopP99: delay.percentile(99) / 1e6,
    loopMax: delay.max / 1e6,
    rssGrowthMb: (rssPeak - rssBefore) / 2 ** 20,
  };
}

const rows = [];
const line = (what, values, unit, digits = 0) =>
  rows.push(
    `| ${what} | ${median(values).toFixed(digits)} ${unit} | ${values.map((v) => v.toFixed(digits)).join(', ')} |`,
  );

try {
  const backups = {};
  for (const dialect of ['sqlite', 'postgres']) {
    const source = await newMachine(dialect, `${dialect}-source`);
    const db = createDb(source);
    await migrateLatest(db);
    const seeded = await measured(() => seedContest(db, dialect, LIKES));
    const likes = Number((await db('nft_likes').count('* as n').first()).n);
    await db.destroy();
    console.log(`${dialect}: seeded ${likes} likes in ${(seeded.ms / 1000).toFixed(1)} s`);

    // Side by side: the event loop's delay over as long right after with nothing running (what
    // the machine's other jobs cost alone).
    const runs = [];
    const idle = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measured(() => createBackup(source, Date.now() + i * 1000));
      idle.push(await measured(() => new Promise((resolve) => setTimeout(resolve, run.ms))));
      runs.push(run);
    }
    backups[dialect] = runs[0].result.file;
    const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    rows.push(`| **${label}: ${likes.toLocaleString('en')} likes** | | |`);
    const each = (list, pick) => list.map(pick);
    line(
      'backup: time',
      each(runs, (r) => r.ms / 1000),
      's',
      1,
    );
    line(
      'backup: file size',
      each(runs, (r) => r.result.bytes / 2 ** 20),
      'MiB',
      1,
    );
    line(
      'backup: event-loop delay p99',
      each(runs, (r) => r.loopP99),
      'ms',
      1,
    );
    line(
      'idle as long, right after: event-loop delay p99',
      each(idle, (r) => r.loopP99),
      'ms',
      1,
    );
    line(
      'backup: event-loop delay max',
      each(runs, (r) => r.loopMax),
      'ms',
      1,
    );
    line(
      'idle as long, right after: event-loop delay max',
      each(idle, (r) => r.loopMax),
      'ms',
      1,
    );
    line(
      'backup: RSS growth',
      each(runs, (r) => r.rssGrowthMb),
      'MiB',
      0,
    );
    console.log(`${dialect}: backup ${runs.map((r) => (r.ms / 1000).toFixed(1)).join(', ')} s`);

    const fresh = [];
    for (let i = 0; i < RUNS; i++) {
      const target = await newMachine(dialect, `${dialect}-fresh`);
      fresh.push(await measured(() => restoreBackup(target, backups[dialect])));
    }
    line(
      'restore onto a new machine',
      fresh.map((r) => r.ms / 1000),
      's',
      1,
    );
    const inUse = [];
    for (let i = 0; i < RUNS; i++) inUse.push(await measured(() => restoreBackup(source, backups[dialect])));
    line(
      'restore into the database in use',
      inUse.map((r) => r.ms / 1000),
      's',
      1,
    );
    console.log(`${dialect}: restore fresh ${fresh.map((r) => (r.ms / 1000).toFixed(1)).join(', ')} s`);
  }
  rows.push('| **across** | | |');
  const toPg = await measured(async () => restoreBackup(await newMachine('postgres', 'cross'), backups.sqlite));
  line('SQLite backup restored onto a new PostgreSQL database', [toPg.ms / 1000], 's', 1);
  const toSqlite = await measured(async () => restoreBackup(await newMachine('sqlite', 'cross'), backups.postgres));
  line('PostgreSQL backup restored onto a new SQLite DATA_DIR', [toSqlite.ms / 1000], 's', 1);

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const report = [
    '# Backup and restore (`npx tsc -b && node bench/backup/run.mjs`)',
    '',
    `${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, load average after: ${load}.`,
    `${LIKES.toLocaleString('en')} likes of ${USERS.toLocaleString('en')} users (1 in 1,000 removed by a moderator),`,
    'their counts and allowances, 11 crowned months, 10,000 audit entries, 20,000 market sales, 5,000 market snapshots.',
    `Median of ${RUNS} runs (every run listed). Restore times include checking the whole file first.`,
    '',
    '| measure | median | runs |',
    '|---|---:|---|',
    ...rows,
    '',
  ].join('\n');
  const out = env.BENCH_RESULT ?? path.join(root, 'bench/results/backup.md');
  fs.writeFileSync(out, report);
  console.log(report);
} finally {
  await databases.dropAll();
  fs.rmSync(work, { recursive: true, force: true });
}
