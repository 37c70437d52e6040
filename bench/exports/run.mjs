#!/usr/bin/env node
/**
 * Month like exports (issue 36): a month of BENCH_LIKES (1,000,000) likes by 10,000 wallets, 1 in
 * 1,000 removed by a moderator, three likes to a millisecond, on SQLite and on PostgreSQL. The
 * server (contest + nft services, bench/exports/server.mjs) runs in a child process; the bench
 * downloads GET /api/hall-of-fame/months/2026/10/likes.json cold (the first download, which
 * freezes the month) and warm (served from the frozen file: plain, gunzipped by the server, and
 * gzip as stored), while polling /healthz and /api/nft/collection one after the other: their p99
 * and the server's peak RSS. Then the export before issue 36 (the sorted union, 2,000 rows a page)
 * beside the new one on a month of BENCH_OLD_LIKES (200,000). Median of BENCH_RUNS (3).
 * Writes bench/results/exports.md. Needs `npx tsc -b`; TEST_DATABASE_URL as the tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from '../api/measure.mjs';
import { startProber } from '../api/start-prober.mjs';
import { requireCompiled, root } from '../api/compiled.mjs';
import { scratchPostgres } from '../api/scratch-postgres.mjs';

const { createDb } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');

const env = process.env;
const LIKES = Number(env.BENCH_LIKES ?? 1_000_000);
const OLD_LIKES = Number(env.BENCH_OLD_LIKES ?? 200_000);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const DIALECTS = (env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
/** Downloads at once in the parallel scenario, of the open month (BENCH_PARALLEL_LIKES likes, streamed live); 0: none. */
const PARALLEL = Number(env.BENCH_PARALLEL ?? 300);
const PARALLEL_LIKES = Number(env.BENCH_PARALLEL_LIKES ?? 20_000);
/** Only the parallel scenario (its month seeded alone). */
const ONLY_PARALLEL = env.BENCH_ONLY_PARALLEL === '1';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-exports-'));
const here = path.dirname(fileURLToPath(import.meta.url));
const USERS = 10_000;
const databases = scratchPostgres('nacho_bench_exports');

async function newDatabase(dialect) {
  const dataDir = path.join(work, `${dialect}-data`);
  return { databaseUrl: dialect === 'sqlite' ? undefined : await databases.create(), dataDir };
}

/** `n` likes of one month (key 'YYYY-MM', starting at `start` ms), ids from `firstId`, in SQL. */
async function seedMonth(db, dialect, { key, start, n, firstId }) {
  const series =
    dialect === 'sqlite'
      ? `(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${n - 1}) select i from s)`
      : `(select i from generate_series(0, ${n - 1}) as g(i))`;
  const spacing = Math.floor((29 * 86_400_000) / n) * 3;
  await db.raw(
    `insert into nft_likes (id, user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious)
     select ${firstId} + i, 'user-' || (1 + i % ${USERS}), 1 + (i / ${USERS}) % 10000, ${start} + ${spacing} * cast(i / 3 as bigint),
            '203.0.113.' || (i % 250), '${key}-01', '${key}', ${dialect === 'sqlite' ? '0' : 'false'}
     from ${series} as n`,
  );
  await db.raw(
    `insert into nft_likes_removed (id, user_id, token_id, created_at, contest_month, removed_at, removed_by)
     select id, user_id, token_id, created_at, contest_month, created_at + 1000, 'admin'
     from nft_likes where contest_month = ? and id % 1000 = 0`,
    [key],
  );
  await db.raw(`delete from nft_likes where contest_month = ? and id % 1000 = 0`, [key]);
  const [year, month] = key.split('-').map(Number);
  await db.raw(
    `insert into nft_like_counts (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
     select token_id, ${year}, ${month}, count(*), max(created_at), max(created_at) from nft_likes
     where contest_month = ? group by token_id`,
    [key],
  );
}

async function seedUsers(db, dialect) {
  await db.raw(
    dialect === 'sqlite'
      ? `insert into users (id, kaspa_address, created_at, updated_at)
         select 'user-' || i, 'kaspa:qypq' || printf('%058d', i), 0, 0
         from (with recursive s(i) as (select 1 union all select i + 1 from s where i < ${USERS}) select i from s)`
      : `insert into users (id, kaspa_address, created_at, updated_at)
         select 'user-' || i, 'kaspa:qypq' || lpad(i::text, 58, '0'), 0, 0 from generate_series(1, ${USERS}) as g(i)`,
  );
}

async function seed(db, dialect) {
  await seedUsers(db, dialect);
  await seedMonth(db, dialect, { key: '2026-10', start: Date.UTC(2026, 9, 1, 2), n: LIKES, firstId: 1 });
  await seedMonth(db, dialect, { key: '2026-09', start: Date.UTC(2026, 8, 1, 2), n: OLD_LIKES, firstId: LIKES + 1 });
  if (dialect === 'postgres') {
    await db.raw(`select setval(pg_get_serial_sequence('nft_likes', 'id'), (select max(id) from nft_likes))`);
    await db.raw('analyze');
  }
}

function startServer(target, extraEnv = {}) {
  const child = fork(path.join(here, 'server.mjs'), [], {
    env: {
      ...env,
      ...extraEnv,
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '' }),
      CONTEST_TZ: 'Europe/Berlin',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ child, base: `http://127.0.0.1:${port}` }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const rssOf = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};
const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : NaN;
};

/** Polls /healthz and /api/nft/collection one after the other until stop(); latencies in ms. */
function poller(base) {
  const latencies = { healthz: [], collection: [] };
  const statuses = new Set();
  let running = true;
  const done = (async () => {
    while (running) {
      for (const [name, p] of [
        ['healthz', '/healthz'],
        ['collection', '/api/nft/collection'],
      ]) {
        const t = performance.now();
        try {
          const res = await fetch(base + p);
          await res.arrayBuffer();
          statuses.add(`${p} ${res.status}`);
        } catch (err) {
          // A keep-alive connection the server closed while its event loop was held: counted, with its time.
          statuses.add(`${p} ${err.cause?.code ?? err.message}`);
        }
        latencies[name].push(performance.now() - t);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return {
        healthz: p99(latencies.healthz),
        collection: p99(latencies.collection),
        n: latencies.healthz.length,
        statuses,
      };
    },
  };
}

/** One download, polled meanwhile: rows (likes), bytes, seconds, p99s, peak RSS. */
async function download(server, url, headers = {}) {
  const poll = poller(server.base);
  let peak = rssOf(server.child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid))), 25);
  const t = performance.now();
  const res = await fetch(server.base + url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 123) rows++;
  }
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  const polled = await poll.stop();
  return {
    rows,
    bytes,
    seconds,
    rowsPerSecond: rows / seconds,
    peakRssMb: peak,
    etag: res.headers.get('etag'),
    ...polled,
  };
}

/** One GET on a connection of its own, the body read to the end: status, time, bytes. */
function getOnce(base, url, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(base + url, { headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, bytes }));
      res.on('error', (err) => resolve({ status: err.code ?? 'error', ms: performance.now() - started, bytes }));
    });
    req.on('error', (err) => resolve({ status: err.code ?? 'error', ms: performance.now() - started, bytes: 0 }));
  });
}

/**
 * PARALLEL downloads of the open month at once, each from its own address (X-Forwarded-For behind
 * the trusted proxy) or all from one, the API polled meanwhile: what each was answered, when the
 * last answer came, the API's p99 and the server's peak RSS.
 */
async function parallelDownloads(server, url, fromOneAddress) {
  // The probe from a process of its own: the answers arriving here must not delay its readings.
  const prober = await startProber(new URL(server.base).port);
  let peak = rssOf(server.child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid))), 25);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      getOnce(server.base, url, {
        'x-forwarded-for': fromOneAddress ? '10.9.9.9' : `10.1.${i >> 8}.${i & 255}`,
        'accept-encoding': 'identity',
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const probes = await prober.stop();
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const served = answers.filter((a) => a.status === 200);
  return {
    byStatus,
    seconds,
    served,
    peakRssMb: peak,
    apiP99: p99(probes),
    apiMax: Math.max(...probes),
    n: probes.length,
  };
}

const results = [];
const parallelResults = [];
const failures = (runs) => {
  const failed = new Set(runs.flatMap((r) => [...r.statuses].filter((s) => !/ 200$/.test(s))));
  return failed.size ? `; ${[...failed].join(', ')}` : '';
};
const row = (dialect, what, runs, note = '') => {
  const m = (k) => median(runs.map((r) => r[k]));
  results.push(
    `| ${dialect} | ${what} | ${runs[0].rows.toLocaleString('en')} | ${m('seconds').toFixed(2)} s | ${Math.round(m('rowsPerSecond')).toLocaleString('en')} | ` +
      `${(m('bytes') / 2 ** 20).toFixed(1)} MB | ${m('healthz').toFixed(1)} ms | ${m('collection').toFixed(1)} ms | ${Math.round(m('peakRssMb'))} MB | ${runs.length} (${runs.map((r) => r.n).join(', ')} polls)${note}${failures(runs)} |`,
  );
  console.log(results.at(-1));
};

try {
  for (const dialect of DIALECTS) {
    const target = await newDatabase(dialect);
    const db = createDb(target);
    await migrateLatest(db);
    const t = performance.now();
    if (ONLY_PARALLEL) await seedUsers(db, dialect);
    else await seed(db, dialect);
    if (PARALLEL)
      await seedMonth(db, dialect, {
        key: '2026-11',
        start: Date.UTC(2026, 10, 1, 2),
        n: PARALLEL_LIKES,
        firstId: LIKES + OLD_LIKES + 1,
      });
    console.log(`${dialect}: seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (PARALLEL) {
      // The per-address allowance and the trusted proxy on, as in production behind the edge.
      const guarded = await startServer(target, { EXPORTS_PER_IP: '30', TRUST_PROXY: 'true' });
      try {
        for (const fromOne of [false, true]) {
          const r = await parallelDownloads(guarded, '/api/hall-of-fame/months/2026/11/likes.json', fromOne);
          const answers = Object.entries(r.byStatus)
            .map(([status, n]) => `${n} × ${status}`)
            .join(', ');
          const slowest = Math.max(0, ...r.served.map((a) => a.ms)) / 1000;
          parallelResults.push(
            `| ${dialect} | ${PARALLEL} at once from ${fromOne ? 'one address' : `${PARALLEL} addresses`} | ${answers} | ${slowest.toFixed(1)} s | ${r.seconds.toFixed(1)} s | ${r.apiP99.toFixed(1)} ms | ${r.apiMax.toFixed(1)} ms | ${Math.round(r.peakRssMb)} MB | ${r.n} |`,
          );
          console.log(parallelResults.at(-1));
        }
      } finally {
        guarded.child.kill();
      }
    }
    if (ONLY_PARALLEL) {
      await db.destroy();
      continue;
    }
    const server = await startServer(target);
    try {
      const idle = poller(server.base);
      await new Promise((r) => setTimeout(r, 3000));
      const idleStats = await idle.stop();
      results.push(
        `| ${dialect} | idle (3 s, no export) | | | | | ${idleStats.healthz.toFixed(1)} ms | ${idleStats.collection.toFixed(1)} ms | ${Math.round(rssOf(server.child.pid))} MB | ${idleStats.n} polls; ${[...idleStats.statuses].join(', ')} |`,
      );
      console.log(results.at(-1));
      const october = '/api/hall-of-fame/months/2026/10/likes.json';
      const cold = [];
      const warm = [];
      const warmGzip = [];
      for (let run = 0; run < RUNS; run++) {
        await db('month_export_chunks').del();
        await db('month_export_files').del();
        cold.push(await download(server, october, { 'Accept-Encoding': 'identity' }));
        const w = await download(server, october, { 'Accept-Encoding': 'identity' });
        if (!w.etag) throw new Error('the warm download was not served frozen');
        warm.push(w);
        warmGzip.push(await download(server, october, { 'Accept-Encoding': 'gzip' }));
      }
      row(dialect, 'cold (first, freezing)', cold);
      row(dialect, 'warm (frozen, gunzipped by the server)', warm);
      row(dialect, 'warm (frozen, gzip as stored, gunzipped by the client)', warmGzip);
      const september = '/api/hall-of-fame/months/2026/9/likes.json';
      await db('month_export_chunks').del();
      await db('month_export_files').del();
      row(dialect, `new export, cold, ${OLD_LIKES.toLocaleString('en')} likes`, [
        await download(server, september, { 'Accept-Encoding': 'identity' }),
      ]);
      row(dialect, `old export (sorted union), ${OLD_LIKES.toLocaleString('en')} likes`, [
        await download(server, '/bench/old/2026/9/likes.json'),
      ]);
    } finally {
      server.child.kill();
      await db.destroy();
    }
  }
} finally {
  await databases.dropAll();
  fs.rmSync(work, { recursive: true, force: true });
}

const out = env.BENCH_RESULT ?? path.join(root, 'bench/results/exports.md');
const loads = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
fs.writeFileSync(
  out,
  `# Month like exports (\`node bench/exports/run.mjs\`, ${new Date().toISOString()})\n\n` +
    `${LIKES.toLocaleString('en')} likes in October 2026 (1 in 1,000 removed, 3 likes a millisecond, 10,000 wallets), ` +
    `${OLD_LIKES.toLocaleString('en')} in September; ${os.cpus().length} cores, load average at the end ${loads} ` +
    `(the machine is shared with other helpers' builds and tests: figures are noisy). p99 of /healthz and ` +
    `/api/nft/collection polled one after the other (10 ms apart) during the download; peak RSS of the server process.\n\n` +
    `| database | download | rows | time (median) | rows/s | body | /healthz p99 | /api/nft/collection p99 | server peak RSS | runs (polls of each) |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    results.join('\n') +
    '\n' +
    (parallelResults.length
      ? `\n${PARALLEL} downloads at once of the open month (${PARALLEL_LIKES.toLocaleString('en')} likes, streamed live), ` +
        `EXPORTS_PER_IP 30, EXPORTS_AT_ONCE ${env.EXPORTS_AT_ONCE ?? 4}, each on its own connection:\n\n` +
        `| database | downloads | answers | slowest served | last answer | /api/nft/collection p99 (probe process) | its worst | server peak RSS | probes |\n` +
        `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
        parallelResults.join('\n') +
        '\n'
      : ''),
);
console.log(`written ${out}`);
