#!/usr/bin/env node
/**
 * Likes per second on PostgreSQL: USERS signed-in users (one per connection) like random NFTs
 * concurrently through HTTP on two contest service instances sharing one database. A quarter of
 * the users start near their daily limit, so the limit is exercised. After each run: limit
 * violations (a user with more likes today than the limit) and lost counts (nft_like_counts
 * differing from a recount of nft_likes). Settings: BENCH_RUNS (3), BENCH_DURATION s (5),
 * BENCH_USERS (200), TEST_DATABASE_URL. Writes bench/results/likes.md.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startChildServer } from '../api/child-server.mjs';
import { median } from '../api/measure.mjs';
import { requireCompiled, root } from '../api/compiled.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const knex = require('knex');
const { createDb } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');
const { contestDay } = requireCompiled('packages/domain/dist/index.js');

const settings = { runs: Number(process.env.BENCH_RUNS ?? 3), duration: Number(process.env.BENCH_DURATION ?? 5), users: Number(process.env.BENCH_USERS ?? 200) };
const LIMIT = 100;
const TZ = 'Europe/Berlin';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `nacho_bench_likes_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const admin = knex({ client: 'pg', connection: adminUrl });
await admin.raw(`create database ${dbName}`);
const db = createDb({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
const servers = [];
try {
  await migrateLatest(db);
  const now = Date.now();
  const userIds = Array.from({ length: settings.users }, (_, i) => `bench-user-${i}`);
  await db('users').insert(userIds.map((id) => ({ id, created_at: now - 86_400_000, updated_at: now })));
  for (let i = 0; i < 10_000; i += 1000) {
    await db('tokens').insert(Array.from({ length: 1000 }, (_, k) => ({ token_id: i + k + 1, tick: 'NACHO', owner: `kaspa:qbench${(i + k) % 500}`, op_score_mod: '0', updated_at: now })));
  }
  const env = { DATABASE_URL: url.toString(), DAILY_LIKE_LIMIT: String(LIMIT), CONTEST_TZ: TZ, NODE_ENV: 'production', SESSION_KEYS: 'bench-only-session-key-0123456789abcdef' };
  servers.push(await startChildServer('../likes/contest-server.mjs', env), await startChildServer('../likes/contest-server.mjs', env));

  const rows = [];
  for (let run = 1; run <= settings.runs; run++) {
    for (const t of ['nft_likes', 'nft_like_counts', 'user_like_limits']) await db(t).del();
    // A quarter of the users start at 95 of 100: they reach the limit during the run.
    const nearLimit = userIds.filter((_, i) => i % 4 === 0);
    await db('user_like_limits').insert(nearLimit.map((id) => ({ user_id: id, daily_likes: 95, last_reset: now, next_reset_date: Date.now() + 3_600_000 * 24, daily_like_limit: LIMIT })));
    // Their earlier 95 likes are not rows here, so their row cap is 5: count them per user below.
    const startedAt = Date.now();
    const half = settings.users / 2;
    const results = await Promise.all(servers.map((server, s) => {
      let next = 0;
      return autocannon({
        url: `http://127.0.0.1:${server.port}`,
        connections: half,
        duration: settings.duration,
        requests: [{
          method: 'POST',
          setupRequest: (req, context) => {
            // autocannon's context lives per request here: spread the requests over this instance's users.
            context.user ??= userIds[s * half + (next++ % half)];
            const token = 1 + Math.floor(Math.random() * 10_000);
            return { ...req, path: `/api/likes/nft/${token}`, headers: { origin: `http://127.0.0.1:${server.port}`, 'x-bench-user': context.user } };
          },
        }],
      });
    }));
    const elapsed = (Date.now() - startedAt) / 1000;
    // Requests autocannon gave up on at the deadline may still commit: wait until the table is still.
    for (let last = -1, n = 0; n !== last; ) {
      last = n;
      await new Promise((r) => setTimeout(r, 300));
      n = Number((await db('nft_likes').count({ n: '*' }))[0].n);
    }
    const count = (r, code) => r.statusCodeStats?.[code]?.count ?? 0;
    const accepted = results.reduce((n, r) => n + count(r, '200'), 0);
    const limited = results.reduce((n, r) => n + count(r, '429'), 0);
    const duplicate = results.reduce((n, r) => n + count(r, '400'), 0);
    const other = results.reduce((n, r) => n + r.requests.total - count(r, '200') - count(r, '429') - count(r, '400'), 0) + results.reduce((n, r) => n + r.errors, 0);

    const day = contestDay(Date.now(), TZ);
    const perUser = await db('nft_likes').where({ like_date: day }).select('user_id').count({ n: '*' }).groupBy('user_id');
    const violations = perUser.filter((r) => Number(r.n) + (nearLimit.includes(r.user_id) ? 95 : 0) > LIMIT).length;
    const allowanceMismatch = (await db('user_like_limits').select('user_id', 'daily_likes')).filter((l) => {
      const made = Number(perUser.find((p) => p.user_id === l.user_id)?.n ?? 0) + (nearLimit.includes(l.user_id) ? 95 : 0);
      return l.daily_likes !== made;
    }).length;
    const lost = (await db.raw(`select count(*) as n from nft_like_counts c full outer join
        (select token_id, count(*) as n from nft_likes group by token_id) r on r.token_id = c.token_id
        where coalesce(c.like_count, 0) <> coalesce(r.n, 0)`)).rows[0].n;
    const [{ n: rowCount }] = await db('nft_likes').count({ n: '*' });
    const row = {
      run, likesPerSecond: accepted / settings.duration, accepted, rowCount: Number(rowCount), limited, duplicate, other,
      p50: median(results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)),
      violations, allowanceMismatch, lost: Number(lost), elapsed,
    };
    rows.push(row);
    console.log(`run ${run}: ${Math.round(row.likesPerSecond)} likes/s (${accepted} accepted, ${limited} at the limit, ${duplicate} repeats, ${other} other), p50 ${row.p50} ms, p99 ${row.p99} ms, ${violations} limit violations, ${allowanceMismatch} allowance mismatches, ${row.lost} lost counts`);
  }
  const med = (k) => median(rows.map((r) => r[k]));
  const summary = `# Likes under load (\`node bench/likes/run.mjs\`)

${new Date().toISOString()}, ${os.cpus().length} cores, load average before ${os.loadavg()[0].toFixed(1)}; ${settings.users} signed-in users
(requests spread round-robin over the users, stand-in session header) liking random NFTs of 10,000 through HTTP on two contest service
instances (separate processes) sharing one PostgreSQL database; DAILY_LIKE_LIMIT ${LIMIT}, a quarter of the users start
at 95 of 100; ${settings.runs} runs of ${settings.duration} s.

| run | accepted likes/s | accepted | rows | 429 limit | 400 repeat | other | p50 ms | p99 ms | limit violations | allowance mismatches | lost counts |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.run} | ${Math.round(r.likesPerSecond)} | ${r.accepted} | ${r.rowCount} | ${r.limited} | ${r.duplicate} | ${r.other} | ${r.p50} | ${r.p99} | ${r.violations} | ${r.allowanceMismatch} | ${r.lost} |`).join('\n')}

Median: **${Math.round(med('likesPerSecond'))} likes/s**, p99 ${med('p99')} ms, limit violations ${Math.max(...rows.map((r) => r.violations))}, lost counts ${Math.max(...rows.map((r) => r.lost))}.
`;
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/likes.md'), summary);
  console.log(summary);
} finally {
  for (const s of servers) s.stop();
  await db.destroy();
  await new Promise((r) => setTimeout(r, 500));
  await admin.raw(`drop database if exists ${dbName} with (force)`);
  await admin.destroy();
}
