#!/usr/bin/env node
/**
 * How long the backup holds the event loop at a time, measured as CPU rather than wall time (which
 * on a shared machine mostly shows the other jobs): the backup's own parts generator
 * (services/db/src/backup/snapshot.ts) read page by page as the writer reads it, each page's rows
 * encoded and turned into JSON lines as the writer does, and the process's CPU time per page,
 * from one turn of the event loop to the next. BENCH_LIKES (300,000), on SQLite and PostgreSQL.
 * Needs `npx tsc -b`; TEST_DATABASE_URL as the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { requireCompiled } from '../api/compiled.mjs';
import { seedContest } from './seed.mjs';

const require = createRequire(import.meta.url);
const knex = require('knex');
const { createDb } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');
const { openSqliteSnapshot } = requireCompiled('services/db/dist/backup/sqlite-snapshot.js');
const { openPostgresSnapshot } = requireCompiled('services/db/dist/backup/postgres-snapshot.js');
const { snapshotParts } = requireCompiled('services/db/dist/backup/snapshot.js');

const LIKES = Number(process.env.BENCH_LIKES ?? 300_000);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-slices-'));
const name = `nacho_bench_slices_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const admin = knex({ client: 'pg', connection: adminUrl });
await admin.raw(`create database ${name}`);

/** CPU ms of each page, from the turn it was handed over to the next. */
async function pageCpu(snapshot) {
  const times = [];
  let mark = process.cpuUsage();
  for await (const part of snapshotParts(snapshot, new Date())) {
    if (part.kind !== 'rows') continue;
    part.rows.map((row) => JSON.stringify(row)).join('\n');
    const used = process.cpuUsage(mark);
    times.push((used.user + used.system) / 1000);
    mark = process.cpuUsage();
  }
  return times.sort((a, b) => a - b);
}

try {
  for (const dialect of ['sqlite', 'postgres']) {
    const config = { databaseUrl: dialect === 'postgres' ? url.toString() : undefined, dataDir };
    const db = createDb(config);
    await migrateLatest(db);
    await seedContest(db, dialect, LIKES);
    await db.destroy();
    const snapshot =
      dialect === 'sqlite'
        ? openSqliteSnapshot(path.join(dataDir, 'nacho.sqlite'), { readonly: false, description: 'bench' })
        : await openPostgresSnapshot(url.toString(), 'bench');
    try {
      const times = await pageCpu(snapshot);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(2);
      console.log(
        `${dialect}: ${times.length} pages of up to 1,000 rows; CPU per page p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(2)} ms`,
      );
    } finally {
      await snapshot.close();
    }
  }
} finally {
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
