#!/usr/bin/env node
/**
 * Likes per second on PostgreSQL: USERS users, signed in through the real wallet sign-in (session
 * cookie, sessions in Redis when REDIS_URL is set, as in production), like random NFTs concurrently
 * through HTTP on two contest service instances sharing one database that already holds a like
 * history of BENCH_HISTORY_ROWS rows. A quarter of the users start near their daily limit, so the
 * limit is exercised even at low rates. First SEQUENTIAL likes one after another (latency and CPU per like without
 * contention), then BENCH_RUNS runs under load. After each run: limit violations (a user with more
 * likes today than the limit), allowance mismatches and lost counts (nft_like_counts differing from
 * a recount of nft_likes). CPU per like is the CPU time of the two Node processes and of the
 * PostgreSQL backends of this database divided by the accepted likes: unlike likes/s it does not
 * depend on what else the machine runs. Settings: BENCH_RUNS (5), BENCH_DURATION s (5), BENCH_USERS
 * (200), BENCH_HISTORY_ROWS (300000), BENCH_SEQUENTIAL (400), BENCH_WARMUP s of unmeasured load before the runs (5),
 * BENCH_SESSIONS (redis | db),
 * BENCH_RECEIPTS (on | off | both: each like's receipt signed with Ed25519 as in production, or built
 * with a fixed signature and no signing, or both side by side: a pair of instances each, the
 * sequential likes and every run measured on both, alternating which goes first),
 * TEST_DATABASE_URL, REDIS_URL (redis://127.0.0.1:6379). Writes bench/results/likes.md
 * (BENCH_RESULT to write elsewhere).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import { startChildServer } from '../api/child-server.mjs';
import { median } from '../api/measure.mjs';
import { requireCompiled, root } from '../api/compiled.mjs';
import { signIn } from './sign-in.mjs';
import { seedCollection, rebuildCounts } from './seed.mjs';
import { pgBackendCpu, cpuBetween } from './pg-cpu.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const knex = require('knex');
const { Redis } = require('ioredis');
const { createDb } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');
const { contestDay } = requireCompiled('packages/domain/dist/index.js');

const env = process.env;
const settings = {
  runs: Number(env.BENCH_RUNS ?? 5),
  duration: Number(env.BENCH_DURATION ?? 5),
  users: Number(env.BENCH_USERS ?? 200),
  historyRows: Number(env.BENCH_HISTORY_ROWS ?? 300_000),
  sequential: Number(env.BENCH_SEQUENTIAL ?? 400),
  sessions: env.BENCH_SESSIONS ?? 'redis',
  warmup: Number(env.BENCH_WARMUP ?? 5),
  receipts: env.BENCH_RECEIPTS ?? 'on',
};
const variants = settings.receipts === 'both' ? ['on', 'off'] : [settings.receipts];
if (!variants.every((v) => v === 'on' || v === 'off')) throw new Error('BENCH_RECEIPTS is on, off or both');
const LIMIT = 100;
const NEAR_LIMIT = Number(env.BENCH_NEAR_LIMIT ?? 99);
const TZ = 'Europe/Berlin';
const adminUrl = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `nacho_bench_likes_${process.pid}`;
const redisPrefix = `nacho:bench-likes:${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const admin = knex({ client: 'pg', connection: adminUrl });
await admin.raw(`create database ${dbName}`);
const db = createDb({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
const servers = [];
try {
  await migrateLatest(db);
  const now = Date.now();
  await seedCollection(db, { now, historyRows: settings.historyRows, tz: TZ });
  const historyMaxId = Number((await db('nft_likes').max({ id: 'id' }))[0].id ?? 0);
  const serverEnv = {
    DATABASE_URL: url.toString(),
    DAILY_LIKE_LIMIT: String(LIMIT),
    CONTEST_TZ: TZ,
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    BENCH_REDIS_PREFIX: redisPrefix,
    ...(settings.sessions === 'redis' ? { REDIS_URL: redisUrl } : { REDIS_URL: '' }),
  };
  // A pair of instances per receipts setting; `active` is the pair measured now.
  const pairs = {};
  for (const receipts of variants) {
    const pairEnv = { ...serverEnv, BENCH_RECEIPTS: receipts };
    pairs[receipts] = [
      await startChildServer('../likes/contest-server.mjs', pairEnv),
      await startChildServer('../likes/contest-server.mjs', pairEnv),
    ];
    servers.push(...pairs[receipts]);
  }
  let active = pairs[variants[0]];
  const base = (s) => `http://127.0.0.1:${active[s].port}`;
  const half = settings.users / 2;
  // Users like on one instance after signing in on the other: the session is shared.
  const users = [];
  for (let i = 0; i < settings.users; i += 20) {
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, settings.users - i) }, (_, k) => signIn(base(i + k < half ? 1 : 0), i + k)),
      )),
    );
  }
  // Established voters (signed up yesterday), as in production; the new-account rule still runs per like.
  await db('users')
    .whereIn(
      'id',
      users.map((u) => u.id),
    )
    .update({ created_at: now - 86_400_000 });
  const likeHeaders = (s, u) => ({
    origin: base(s).replace('http:', 'https:'),
    cookie: u.cookie,
    'x-forwarded-for': u.ip,
    'x-forwarded-proto': 'https',
  });

  const resetTables = async () => {
    await db('nft_likes').where('id', '>', historyMaxId).del();
    await rebuildCounts(db);
    await db('user_like_limits').del();
  };
  const cpuNow = async () => ({
    node: (await Promise.all(active.map((s) => s.cpuMicros()))).reduce((a, b) => a + b, 0),
    pg: await pgBackendCpu(db, dbName),
  });
  const cpuSince = async (before) => {
    const after = await cpuNow();
    return { node: after.node - before.node, pg: cpuBetween(before.pg, after.pg) };
  };

  // Sequential: one like at a time on instance 0 over a keep-alive connection, round-robin over its users.
  const sequentialLikes = async () => {
    await resetTables();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (s, u, token) =>
      new Promise((resolve, reject) => {
        const req = http.request(
          `${base(s)}/api/likes/nft/${token}`,
          { method: 'POST', agent, headers: likeHeaders(s, u) },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const seqUsers = users.slice(half);
    for (let i = 0; i < 20; i++) await post(0, seqUsers[i % seqUsers.length], 9000 + i); // warm-up
    const seqBefore = await cpuNow();
    const latencies = [];
    for (let i = 0; i < settings.sequential; i++) {
      const started = process.hrtime.bigint();
      const status = await post(0, seqUsers[i % seqUsers.length], 1 + ((i * 37) % 8000));
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (status !== 200) throw new Error(`sequential like answered ${status}`);
    }
    const seqCpu = await cpuSince(seqBefore);
    agent.destroy();
    return {
      meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length,
      p50Ms: median(latencies),
      p99Ms: [...latencies].sort((a, b) => a - b)[Math.ceil(latencies.length * 0.99) - 1],
      nodeCpuMs: seqCpu.node / settings.sequential / 1000,
      pgCpuMs: seqCpu.pg / settings.sequential / 1000,
    };
  };
  const sequentials = {};
  for (const receipts of variants) {
    active = pairs[receipts];
    const sequential = (sequentials[receipts] = await sequentialLikes());
    console.log(
      `sequential (receipts ${receipts}): ${settings.sequential} likes, mean ${sequential.meanMs.toFixed(2)} ms, p50 ${sequential.p50Ms.toFixed(2)} ms, p99 ${sequential.p99Ms.toFixed(2)} ms, CPU per like: Node ${sequential.nodeCpuMs.toFixed(2)} ms, PostgreSQL ${sequential.pgCpuMs.toFixed(2)} ms`,
    );
  }

  // Every user of each instance likes random NFTs over its own connection for `duration` seconds.
  const hammer = (duration) =>
    Promise.all(
      active.map((server, s) => {
        let next = 0;
        const mine = users.slice(s * half, (s + 1) * half);
        return autocannon({
          url: base(s),
          connections: half,
          duration,
          requests: [
            {
              method: 'POST',
              // Requests are spread round-robin over this instance's users, each with its own session and IP.
              setupRequest: (req) => {
                const u = mine[next++ % mine.length];
                return {
                  ...req,
                  path: `/api/likes/nft/${1 + Math.floor(Math.random() * 10_000)}`,
                  headers: likeHeaders(s, u),
                };
              },
            },
          ],
        });
      }),
    );
  // Unmeasured warm-up under load (JIT, connection pools, PL/pgSQL plans per backend), as a server in service is.
  if (settings.warmup > 0) {
    for (const receipts of variants) {
      active = pairs[receipts];
      await resetTables();
      await hammer(settings.warmup);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }

  const rows = [];
  // Each run measures every receipts setting, the one that goes first alternating from run to run.
  const measured = [];
  for (let run = 1; run <= settings.runs; run++)
    for (const receipts of run % 2 ? variants : [...variants].reverse()) measured.push({ run, receipts });
  for (const { run, receipts } of measured) {
    active = pairs[receipts];
    await resetTables();
    // A quarter of the users start at NEAR_LIMIT (99) of 100: they reach the limit during the run.
    const nearLimit = new Set(users.filter((_, i) => i % 4 === 0).map((u) => u.id));
    await db('user_like_limits').insert(
      [...nearLimit].map((id) => ({
        user_id: id,
        daily_likes: NEAR_LIMIT,
        last_reset: now,
        next_reset_date: Date.now() + 86_400_000,
        daily_like_limit: LIMIT,
      })),
    );
    const loadBefore = os.loadavg()[0];
    const cpuBefore = await cpuNow();
    const benchCpuBefore = process.cpuUsage();
    const startedAt = Date.now();
    const results = await hammer(settings.duration);
    const elapsed = (Date.now() - startedAt) / 1000;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    // Requests autocannon gave up on at the deadline may still commit: wait until the table is still.
    for (let last = -1, n = 0; n !== last;) {
      last = n;
      await new Promise((r) => setTimeout(r, 300));
      n = Number((await db('nft_likes').where('id', '>', historyMaxId).count({ n: '*' }))[0].n);
    }
    const cpu = await cpuSince(cpuBefore);
    const loadAfter = os.loadavg()[0];
    const count = (r, code) => r.statusCodeStats?.[code]?.count ?? 0;
    const accepted = results.reduce((n, r) => n + count(r, '200'), 0);
    const limited = results.reduce((n, r) => n + count(r, '429'), 0);
    const duplicate = results.reduce((n, r) => n + count(r, '400'), 0);
    const other =
      results.reduce((n, r) => n + r.requests.total - count(r, '200') - count(r, '429') - count(r, '400'), 0) +
      results.reduce((n, r) => n + r.errors, 0);

    const day = contestDay(Date.now(), TZ);
    const perUser = new Map(
      (
        await db('nft_likes')
          .where({ like_date: day })
          .where('id', '>', historyMaxId)
          .select('user_id')
          .count({ n: '*' })
          .groupBy('user_id')
      ).map((r) => [r.user_id, Number(r.n)]),
    );
    const made = (id) => (perUser.get(id) ?? 0) + (nearLimit.has(id) ? NEAR_LIMIT : 0);
    const violations = users.filter((u) => made(u.id) > LIMIT).length;
    const allowanceMismatch = (await db('user_like_limits').select('user_id', 'daily_likes')).filter(
      (l) => l.daily_likes !== made(l.user_id),
    ).length;
    const lost = (
      await db.raw(`select count(*) as n from nft_like_counts c full outer join
        (select token_id, split_part(contest_month, '-', 1)::int as y, split_part(contest_month, '-', 2)::int as m, count(*) as n
         from nft_likes group by token_id, contest_month) r on r.token_id = c.token_id and r.y = c.reset_year and r.m = c.reset_month
        where coalesce(c.like_count, 0) <> coalesce(r.n, 0)`)
    ).rows[0].n;
    const rowCount = Number((await db('nft_likes').where('id', '>', historyMaxId).count({ n: '*' }))[0].n);
    // Every request the servers answered, also those still in flight when autocannon stopped (their likes are rows).
    const handled = rowCount + limited + duplicate + other;
    const row = {
      run,
      receipts,
      likesPerSecond: accepted / settings.duration,
      requestsPerSecond: (accepted + limited + duplicate + other) / settings.duration,
      accepted,
      rowCount,
      limited,
      duplicate,
      other,
      p50: median(results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      violations,
      allowanceMismatch,
      lost: Number(lost),
      elapsed,
      load: `${loadBefore.toFixed(1)}–${loadAfter.toFixed(1)}`,
      nodeCpuMs: cpu.node / handled / 1000,
      pgCpuMs: cpu.pg / handled / 1000,
      benchCpuMs: (benchCpu.user + benchCpu.system) / handled / 1000,
    };
    rows.push(row);
    console.log(
      `run ${run}, receipts ${receipts}: ${Math.round(row.likesPerSecond)} likes/s (${accepted} accepted, ${limited} at the limit, ${duplicate} repeats, ${other} other), p50 ${row.p50} ms, p99 ${row.p99} ms, ${violations} limit violations, ${allowanceMismatch} allowance mismatches, ${row.lost} lost counts, CPU per request: Node ${row.nodeCpuMs.toFixed(2)} ms, PostgreSQL ${row.pgCpuMs.toFixed(2)} ms, load generator ${row.benchCpuMs.toFixed(2)} ms; load ${row.load}`,
    );
  }
  const receiptsText = {
    on: 'with receipts (each signed with Ed25519)',
    off: 'receipts built but not signed (a fixed signature)',
  };
  const side = (receipts) => {
    const mine = rows.filter((r) => r.receipts === receipts);
    const med = (k) => median(mine.map((r) => r[k]));
    const cpuTotal = med('nodeCpuMs') + med('pgCpuMs');
    const sequential = sequentials[receipts];
    return `### ${receiptsText[receipts]}

Sequential (one like at a time, keep-alive, ${settings.sequential} likes): mean **${sequential.meanMs.toFixed(2)} ms**, p50 ${sequential.p50Ms.toFixed(2)} ms, p99 ${sequential.p99Ms.toFixed(2)} ms;
CPU per like: Node ${sequential.nodeCpuMs.toFixed(2)} ms, PostgreSQL backends ${sequential.pgCpuMs.toFixed(2)} ms.

Median of the runs: **${Math.round(med('likesPerSecond'))} likes/s** accepted (${Math.round(med('requestsPerSecond'))} like requests/s answered), p50 ${med('p50')} ms, p99 ${med('p99')} ms, limit violations ${Math.max(...mine.map((r) => r.violations))}, allowance mismatches ${Math.max(...mine.map((r) => r.allowanceMismatch))}, lost counts ${Math.max(...mine.map((r) => r.lost))}.
Server CPU per request under load (Node + PostgreSQL): ${cpuTotal.toFixed(2)} ms, i.e. at most ~${Math.round((os.cpus().length * 1000) / cpuTotal)} requests/s if ${os.cpus().length} cores did nothing else (load generator and PostgreSQL's background writers not counted).
`;
  };
  const medianOf = (receipts, k) => median(rows.filter((r) => r.receipts === receipts).map((r) => r[k]));
  const difference =
    variants.length > 1
      ? `
Side by side (with minus without receipts): sequential mean ${(sequentials.on.meanMs - sequentials.off.meanMs).toFixed(2)} ms, sequential p99 ${(sequentials.on.p99Ms - sequentials.off.p99Ms).toFixed(2)} ms, median p50 ${(medianOf('on', 'p50') - medianOf('off', 'p50')).toFixed(1)} ms, median p99 ${(medianOf('on', 'p99') - medianOf('off', 'p99')).toFixed(1)} ms, Node CPU per request ${(medianOf('on', 'nodeCpuMs') - medianOf('off', 'nodeCpuMs')).toFixed(3)} ms.
`
      : '';
  const summary = `# Likes under load (\`npx tsc -b && ${variants.length > 1 ? 'BENCH_RECEIPTS=both ' : ''}node bench/likes/run.mjs\`)

${new Date().toISOString()}, ${os.cpus().length} cores; ${settings.users} users signed in through the wallet sign-in (session cookie,
sessions in ${settings.sessions === 'redis' ? 'Redis' : 'the sessions table'}, one client IP each via X-Forwarded-For with TRUST_PROXY) liking random NFTs of 10,000 through HTTP
on two contest service instances (separate processes) sharing one PostgreSQL database with a like history of ${settings.historyRows.toLocaleString('en')}
rows; DAILY_LIKE_LIMIT ${LIMIT}, a quarter of the users start at ${NEAR_LIMIT} of ${LIMIT}; ${settings.warmup} s of unmeasured warm-up load, then ${settings.runs} runs of ${settings.duration} s${variants.length > 1 ? ' for each receipts setting (two instances each, alternating which goes first)' : ''}.

| run | receipts | accepted likes/s | like requests/s | accepted | rows | 429 limit | 400 repeat | other | p50 ms | p99 ms | limit violations | allowance mismatches | lost counts | Node CPU ms/req | PG CPU ms/req | load gen CPU ms/req | load average |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.run} | ${r.receipts} | ${Math.round(r.likesPerSecond)} | ${Math.round(r.requestsPerSecond)} | ${r.accepted} | ${r.rowCount} | ${r.limited} | ${r.duplicate} | ${r.other} | ${r.p50} | ${r.p99} | ${r.violations} | ${r.allowanceMismatch} | ${r.lost} | ${r.nodeCpuMs.toFixed(2)} | ${r.pgCpuMs.toFixed(2)} | ${r.benchCpuMs.toFixed(2)} | ${r.load} |`).join('\n')}

${variants.map(side).join('\n')}${difference}`;
  const out = env.BENCH_RESULT ?? path.join(root, 'bench/results/likes.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, summary);
  console.log(summary);
} finally {
  for (const s of servers) s.stop();
  await db.destroy();
  await new Promise((r) => setTimeout(r, 500));
  await admin.raw(`drop database if exists ${dbName} with (force)`);
  await admin.destroy();
  const redis = new Redis(redisUrl);
  for (const pattern of [`${redisPrefix}:*`]) {
    const stream = redis.scanStream({ match: pattern, count: 500 });
    for await (const keys of stream) if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
}
