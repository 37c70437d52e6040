#!/usr/bin/env node
/**
 * A crawler burst (issue 36): BENCH_REQUESTS (300) distinct cold preview cards asked at once of the
 * nft service alone in production mode, while a prober reads /api/nft/collection without pause.
 * (BENCH_PROBES readers, each pausing BENCH_PROBE_GAP_MS between reads). Two scenarios: every request from its own IP (X-Forwarded-For behind a trusted proxy: the render
 * bound and the queue) and all from one IP (the per-IP limit on cold renders on top). Measured per
 * run, each on a fresh process (every card cold): the API's p99 meanwhile, the process's RSS growth
 * (peak minus before the burst, render threads included), what every request got (a picture, the
 * default card, a 503, an error, nothing within BENCH_TIMEOUT_S) and pictures/s. A third scenario,
 * "stored", is the control: 300 requests at once for a card already stored (the site's card), the
 * cost of the burst's requests themselves without a render. A fourth, "sustained", keeps the
 * renderers busy instead: BENCH_SUSTAINED_CARDS (100) distinct cold cards, 4 at a time (within the
 * queue, so every one is rendered), for the memory of rendering on and on.
 *
 * BENCH_SERVER=all-in-one measures the `npm start` server instead of the nft service alone.
 *
 * Side by side with earlier code in one run: BENCH_BASELINE=<git ref> (e.g. main) exports that
 * commit into a temporary directory, hard-links node_modules and builds its nft service there;
 * BENCH_BASELINE=<directory> takes a checkout already built. Median of BENCH_RUNS (3) runs.
 *
 *   npx tsc -b && BENCH_BASELINE=<ref> node bench/previews/burst.mjs
 */
import { startProber } from '../api/start-prober.mjs';
import { execFileSync, fork } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { execArgv } from '../api/child-server.mjs';
import { median } from '../api/measure.mjs';
import { seedDatabase } from '../api/seed-database.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 3),
  requests: Number(process.env.BENCH_REQUESTS ?? 300),
  probes: Number(process.env.BENCH_PROBES ?? 2),
  probeGapMs: Number(process.env.BENCH_PROBE_GAP_MS ?? 20),
  timeoutMs: Number(process.env.BENCH_TIMEOUT_S ?? 180) * 1000,
  baseline: process.env.BENCH_BASELINE,
  scenarios: (process.env.BENCH_SCENARIOS ?? 'distinct-ips,one-ip,stored,sustained').split(','),
  sustainedCards: Number(process.env.BENCH_SUSTAINED_CARDS ?? 100),
};

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The node_modules folders of the workspaces of this checkout (services/core/node_modules, ...). */
function workspaceModules() {
  const found = [];
  for (const parent of ['.', 'services', 'packages'])
    for (const entry of readdirSync(path.join(repoRoot, parent), { withFileTypes: true }))
      if (
        entry.isDirectory() &&
        entry.name !== 'node_modules' &&
        existsSync(path.join(repoRoot, parent, entry.name, 'node_modules'))
      )
        found.push(path.join(parent, entry.name, 'node_modules'));
  return found;
}

/** A built checkout of `ref` in a temporary directory (node_modules hard-linked from this one). */
function buildBaseline(ref) {
  if (existsSync(path.join(ref, 'services/nft/dist/index.js'))) return { dir: path.resolve(ref), temporary: false };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-baseline-'));
  console.log(`building ${ref} in ${dir} ...`);
  execFileSync('sh', ['-c', `git -C "${repoRoot}" archive "${ref}" | tar -x -C "${dir}"`], { stdio: 'inherit' });
  // The root's node_modules and the workspaces' own (a workspace may pin another version of a package).
  for (const modules of ['node_modules', ...workspaceModules()])
    execFileSync('cp', ['-al', path.join(repoRoot, modules), path.join(dir, modules)]);
  execFileSync('npx', ['tsc', '-b', process.env.BENCH_SERVER === 'all-in-one' ? 'services/server' : 'services/nft'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return { dir, temporary: true };
}

function startServer(root, env) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'burst-server.mjs'), [], {
      execArgv,
      env: { ...process.env, ...env, BENCH_ROOT: root },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ask = (question) =>
      new Promise((done) => {
        const onMessage = (m) => {
          if (m?.[question] === undefined) return;
          child.off('message', onMessage);
          done(m[question]);
        };
        child.on('message', onMessage);
        child.send(question === 'cpuMicros' ? 'cpu' : question);
      });
    child.once('message', (m) =>
      resolve({
        port: m.port,
        rss: () => ask('rss'),
        cpuMicros: () => ask('cpuMicros'),
        stop: () => child.kill('SIGTERM'),
      }),
    );
    child.once('exit', (code) => reject(new Error(`burst-server exited with code ${code} before listening`)));
  });
}

/** The prober in its own process (prober.mjs): started, and stopped with its read durations. */
/** One GET on its own connection: status, headers, body and the time it took. */
function get(port, pathname, headers, timeoutMs, agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.status ?? res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', (err) => resolve({ error: err.message, ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('no answer in time')));
    req.on('error', (err) => resolve({ error: err.message, ms: performance.now() - started }));
  });
}

const isCard = (r) =>
  r.status === 200 &&
  r.headers['content-type'] === 'image/png' &&
  r.body.readUInt32BE(16) === 1200 &&
  r.body.readUInt32BE(20) === 630;

async function oneRun(root, seededDir, scenario) {
  // A copy of the seeded database for each server: the all-in-one server migrates and writes its own state.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-burst-run-'));
  cpSync(seededDir, dataDir, { recursive: true });
  const server = await startServer(root, {
    DATA_DIR: dataDir,
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    TRUST_PROXY: 'true',
  });
  try {
    const collection = await get(server.port, '/api/nft/collection', {}, 30_000);
    const version = JSON.parse(collection.body.toString()).result.collectionVersion;
    const card = (id) => `/api/nft/preview/nft/${id}.v${version}.png`;
    // Fonts read and parsed, render threads started, the site's card rendered: the burst measures the
    // renders, not the first load.
    for (const warm of [card(10_000), `/api/nft/preview/site.v${version}.png`]) {
      const first = await get(server.port, warm, {}, 60_000);
      if (!isCard(first)) throw new Error(`${warm}: ${first.status} ${first.error ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = await server.rss();
    let rssPeak = rssBefore;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        rssPeak = Math.max(rssPeak, await server.rss());
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const prober = await startProber(server.port, { probes: settings.probes, gapMs: settings.probeGapMs });
    const cpuBefore = await server.cpuMicros();
    const burstAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const ask = (i) =>
      get(
        server.port,
        scenario === 'stored' ? `/api/nft/preview/site.v${version}.png` : card(i + 1),
        { 'x-forwarded-for': scenario === 'one-ip' ? '10.9.9.9' : `10.1.${i >> 8}.${i & 255}` },
        settings.timeoutMs,
        burstAgent,
      );
    const started = performance.now();
    let answers = [];
    if (scenario === 'sustained') {
      // A crawler that keeps the renderers busy: distinct cold cards, a few at a time, within the queue.
      for (let i = 0; i < settings.sustainedCards; i += 4)
        answers = answers.concat(await Promise.all([i, i + 1, i + 2, i + 3].map(ask)));
    } else {
      answers = await Promise.all(Array.from({ length: settings.requests }, (_, i) => ask(i)));
    }
    const burstMs = performance.now() - started;
    const cpuMs = ((await server.cpuMicros()) - cpuBefore) / 1000;
    const probeTimes = await prober.stop();
    sampling = false;
    await sampler;

    const pictures = answers.filter((r) => isCard(r) && !r.headers['x-preview-fallback']);
    const defaults = answers.filter((r) => isCard(r) && r.headers['x-preview-fallback']);
    const busy = answers.filter((r) => r.status === 503 && r.headers['retry-after']);
    const unanswered = answers.filter((r) => r.error);
    const other = answers.length - pictures.length - defaults.length - busy.length - unanswered.length;
    return {
      pictures: pictures.length,
      defaults: defaults.length,
      busy: busy.length,
      unanswered: unanswered.length,
      other,
      picturesPerSecond: pictures.length / (burstMs / 1000),
      burstSeconds: burstMs / 1000,
      cardP50: percentile(
        answers.map((r) => r.ms),
        50,
      ),
      cardP99: percentile(
        answers.map((r) => r.ms),
        99,
      ),
      pictureP99: percentile(
        pictures.map((r) => r.ms),
        99,
      ),
      probeP50: percentile(probeTimes, 50),
      probeP99: percentile(probeTimes, 99),
      probeMax: probeTimes.reduce((a, b) => Math.max(a, b), 0),
      probes: probeTimes.length,
      // The server's CPU for the burst (its renders, and the prober's reads meanwhile), a figure the machine's load does not move.
      cpuMs,
      rssBeforeMb: rssBefore / 1048576,
      rssPeakMb: rssPeak / 1048576,
      rssGrowthMb: (rssPeak - rssBefore) / 1048576,
    };
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const f0 = (v) => (Number.isFinite(v) ? v.toFixed(0) : '-');
const f1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const describe = (r) =>
  `pictures ${r.pictures}, default cards ${r.defaults}, 503 ${r.busy}, unanswered ${r.unanswered}, other ${r.other}; ` +
  `${f1(r.picturesPerSecond)} pictures/s over ${f1(r.burstSeconds)} s; card p50 ${f0(r.cardP50)} ms, p99 ${f0(r.cardP99)} ms; ` +
  `API p50 ${f1(r.probeP50)} ms, p99 ${f1(r.probeP99)} ms, max ${f0(r.probeMax)} ms (${r.probes} reads); ` +
  `RSS ${f0(r.rssBeforeMb)} -> ${f0(r.rssPeakMb)} MB (+${f0(r.rssGrowthMb)}); server CPU ${f0(r.cpuMs)} ms`;

const loadBefore = os.loadavg()[0];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-burst-'));
const baseline = settings.baseline ? buildBaseline(settings.baseline) : undefined;
try {
  console.log(`seeding ${dataDir} ...`);
  console.log(`seeded by ${await seedDatabase(dataDir)}`);
  const variants = [
    ...(baseline ? [{ name: `before (${settings.baseline})`, root: baseline.dir }] : []),
    { name: 'this checkout', root: repoRoot },
  ];
  const results = new Map();
  for (let run = 0; run < settings.runs; run++) {
    for (const scenario of settings.scenarios) {
      // Alternated in each run, so that the machine's load falls on both alike.
      for (const variant of variants) {
        const r = await oneRun(variant.root, dataDir, scenario);
        const key = `${variant.name}|${scenario}`;
        results.set(key, [...(results.get(key) ?? []), r]);
        console.log(`  run ${run + 1}, ${scenario}, ${variant.name}: ${describe(r)}`);
      }
    }
  }
  console.log(
    `\nresults (${process.env.BENCH_SERVER === 'all-in-one' ? 'the all-in-one server' : 'the nft service alone'}, median of ${settings.runs} runs; ${settings.requests} requests at once, sustained: ${settings.sustainedCards} cards 4 at a time):`,
  );
  console.log(
    '| code | requests from | pictures | default cards | 503 | unanswered | pictures/s | last answer | API p99 | API max | RSS growth | server CPU |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [key, list] of results) {
    const [name, scenario] = key.split('|');
    const m = (k) => median(list.map((r) => r[k]));
    console.log(
      `| ${name} | ${scenario} | ${f0(m('pictures'))} | ${f0(m('defaults'))} | ${f0(m('busy'))} | ${f0(m('unanswered'))} | ${f1(m('picturesPerSecond'))} | ${f1(m('burstSeconds'))} s | ${f1(m('probeP99'))} ms (runs ${list.map((r) => f0(r.probeP99)).join(', ')}) | ${f0(m('probeMax'))} ms | ${f0(m('rssGrowthMb'))} MB (runs ${list.map((r) => f0(r.rssGrowthMb)).join(', ')}) | ${f0(m('cpuMs'))} ms |`,
    );
  }
  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after; ${os.cpus().length} CPUs (availableParallelism ${os.availableParallelism()}); Node ${process.version}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (baseline?.temporary) rmSync(baseline.dir, { recursive: true, force: true });
}
