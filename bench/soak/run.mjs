#!/usr/bin/env node
/**
 * `npm run soak`: SOAK_MINUTES (10) of SOAK_CLIENTS (100) connections through the distributed
 * stack's edge with a mix of explorer reads, wallet sign-ins, likes and unlikes, sign-outs and
 * admin reads (load.mjs), on a stack of its own (private PostgreSQL and Redis on free ports, the
 * stack on a free edge port). Every 10 s it samples each process's RSS and the Redis keys; at the
 * end it prints the figures, writes them to build/soak/<time>/summary.md (and figures.json, with
 * the stack's logs beside them) and exits 1 when a goal of goals.mjs is missed.
 * SOAK_MINUTES=1 for a quick try; SOAK_WARMUP_MINUTES (2, at most a fifth of the run) is left out
 * of the RSS slopes; SOAK_SYNC_INTERVAL_MINUTES (2) is the worker's collection sync interval.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../scripts/stack/stack.mjs';
import {
  MUST_EXPIRE,
  SIGN_IN_WINDOW_MS,
  heapFigures,
  otherKeysSlope,
  redisChecks,
  rssFigures,
  verdicts,
} from './goals.mjs';
import { REQUEST_TIMEOUT_MS } from './http-connection.mjs';
import { MIX, runLoad } from './load.mjs';
import { startPrivateServices } from '../../scripts/stack/private-services.mjs';
import { createRecorder } from './recorder.mjs';
import { renderSummary } from './report.mjs';
import { nodeMemoryMb, processRssMb, sampleRedis } from './samplers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { Redis } = require('ioredis');

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const warmupMin = Math.min(Number(process.env.SOAK_WARMUP_MINUTES ?? 2), minutes / 5);
const settings = {
  minutes,
  clients: Number(process.env.SOAK_CLIENTS ?? 100),
  warmupMin,
  // What a process keeps: its RSS's lowest value within this window before each sample (goals.mjs).
  keptWindowMin: Math.min(2, (minutes - warmupMin) / 3),
  sampleSeconds: 10,
  // Low enough that voters reach it within the run: the daily limit's 429 is part of the mix.
  dailyLikeLimit: 5,
  // The worker's collection sync is part of the load: every 2 minutes, several cycles fall inside
  // the judged window (at the default 10, the run's only sync lands in its last minute).
  syncIntervalMinutes: Number(process.env.SOAK_SYNC_INTERVAL_MINUTES ?? 2),
  mix: MIX,
  cpus: os.cpus().length,
  startedAt: new Date().toISOString(),
};
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The compiled services the stack runs (tsc -b of those, quick when up to date) and the built front ends (only when missing). */
function build() {
  const frontEnds = [
    'shell/dist/index.html',
    'mfe-explorer/dist/mf-manifest.json',
    'mfe-contest/dist/mf-manifest.json',
    'mfe-admin/dist/mf-manifest.json',
  ];
  if (frontEnds.some((f) => !existsSync(path.join(root, f)))) {
    console.log('building the services and front ends (npm run build, under /tmp/nacho-build.lock)');
    execFileSync('flock', ['/tmp/nacho-build.lock', 'npm', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  } else {
    console.log('compiling the services (npx tsc -b services/{nft,contest,market,worker})');
    execFileSync('npx', ['tsc', '-b', ...['nft', 'contest', 'market', 'worker'].map((s) => `services/${s}`)], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

/** Until every nft replica serves the synced demo collection (the edge alternates between them). */
async function waitForSyncedCollection(stack) {
  const replicas = stack.processes.filter((p) => p.kind === 'nft').map((p) => p.name);
  const ready = new Set();
  const deadline = Date.now() + 180_000;
  while (!replicas.every((r) => ready.has(r))) {
    if (Date.now() > deadline) throw new Error('the demo collection was not synced within 180 s');
    const res = await fetch(new URL('/api/nft/sync-status', stack.edgeUrl)).catch(() => undefined);
    if (res?.status === 200) {
      const { result } = await res.json();
      if (result?.ready === true && result.phase === 'done') ready.add(res.headers.get('x-instance'));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Holder addresses for the wallet reads and pages. */
async function holderAddresses(edgeUrl) {
  const text = await (await fetch(new URL('/api/nft/holders', edgeUrl))).text();
  const addresses = [...new Set(text.match(/kaspa:[a-z0-9]{50,70}/g) ?? [])];
  if (!addresses.length) throw new Error(`no holder addresses in /api/nft/holders: ${text.slice(0, 200)}`);
  return addresses;
}

async function main() {
  build();
  const runDir = path.join(root, 'build', 'soak', settings.startedAt.replace(/[:.]/g, '-'));
  mkdirSync(runDir, { recursive: true });
  const adminPasscode = randomBytes(18).toString('base64url');
  const { hashPasscode } = require(path.join(root, 'services/contest/dist/admin/passcode.js'));
  const services = await startPrivateServices({ folderPrefix: 'nacho-soak-' });
  let stack;
  let redis;
  try {
    console.log(`starting the stack (run dir ${path.relative(root, runDir)})`);
    stack = await startStack({
      port: 0,
      runDir: path.join(runDir, 'stack'),
      databaseUrl: services.postgres.url,
      redisUrl: services.redis.url,
      env: {
        ADMIN_PASSCODE_HASH: await hashPasscode(adminPasscode),
        DAILY_LIKE_LIMIT: String(settings.dailyLikeLimit),
        SYNC_INTERVAL_MINUTES: String(settings.syncIntervalMinutes),
      },
      log: (line) => console.log(`  ${line}`),
    });
    await waitForSyncedCollection(stack);
    const holders = await holderAddresses(stack.edgeUrl);
    redis = new Redis(services.redis.url, { maxRetriesPerRequest: null });

    const watched = [
      ...stack.processes.map((p) => ({
        name: p.name,
        pid: p.pid,
        metricsPort: p.metricsPort,
        withChildren: p.kind === 'static' || p.kind === 'edge',
      })),
      // Shown, not judged: Redis holds what it is asked to (the key checks judge that), and the load generator is not the stack.
      { name: 'redis-server', pid: services.redis.pid(), withChildren: false, judged: false },
      { name: 'load generator', pid: process.pid, withChildren: false, judged: false },
    ];
    const counters = { signIns: 0, signOuts: 0, adminSignIns: 0 };
    const signInCalls = [];
    const recorder = createRecorder();
    const samples = [];
    const before = loadavg();
    console.log(`load: ${settings.clients} connections for ${minutes} min (load average ${before})`);
    const t0 = performance.now();
    let sampling = Promise.resolve();
    const sample = async () => {
      const atMs = performance.now() - t0;
      const rss = Object.fromEntries(
        watched.map((w) => [w.name, processRssMb(w.pid, w)]).filter(([, mb]) => mb !== undefined),
      );
      const heap = Object.fromEntries(
        (
          await Promise.all(
            watched.filter((w) => w.metricsPort).map(async (w) => [w.name, await nodeMemoryMb(w.metricsPort)]),
          )
        ).filter(([, m]) => m !== undefined),
      );
      const signOutsBefore = counters.signOuts;
      const keys = await sampleRedis(redis, MUST_EXPIRE);
      // The bounds as wide as the scan was long: what may have made a key it saw (sign-ins and
      // sign-in calls until its end), minus the sign-outs surely done before it began. A limit
      // key expires a window after its first call reached the service: up to a request timeout
      // after the call was sent.
      const windowStart = atMs - SIGN_IN_WINDOW_MS - REQUEST_TIMEOUT_MS;
      const inWindow = new Set(signInCalls.filter((c) => c.atMs >= windowStart).map((c) => c.address)).size;
      samples.push({
        atMin: atMs / 60_000,
        rss,
        heap,
        counters: { ...counters, signOuts: signOutsBefore },
        signInAddressesInWindow: inWindow,
        redis: keys,
      });
      const last = samples.at(-1);
      console.log(
        `  ${last.atMin.toFixed(1)} min: ${recorder.count()} requests, Redis ${last.redis.dbsize} keys, RSS ${Object.entries(
          rss,
        )
          .filter(([name]) => /^(nft|contest|market|worker)/.test(name))
          .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
          .join(' ')} MB`,
      );
    };
    const timer = setInterval(() => {
      sampling = sampling.then(sample);
    }, settings.sampleSeconds * 1000);
    sampling = sample();
    const result = await runLoad({
      edgeUrl: stack.edgeUrl,
      clients: settings.clients,
      durationMs: minutes * 60_000,
      holders,
      adminPasscode,
      recorder,
      counters,
      onSignInAddress: (address, atMs) => signInCalls.push({ address, atMs }),
    });
    clearInterval(timer);
    await sampling;
    await sample();
    const after = loadavg();

    const kinds = recorder.summary();
    const rss = rssFigures(
      samples,
      settings.warmupMin,
      new Set(watched.filter((w) => w.judged === false).map((w) => w.name)),
      settings.keptWindowMin,
    );
    const heap = heapFigures(samples, settings.warmupMin);
    const redisFailures = redisChecks(samples, { clients: settings.clients });
    const figures = {
      settings,
      loadavg: { before, after },
      kinds,
      rss,
      heap,
      samples,
      redisOtherSlope: otherKeysSlope(samples, minutes),
      counters,
      elapsedMs: result.elapsedMs,
    };
    const goals = verdicts({ kinds, rss, redisFailures });
    const summary = renderSummary({ ...figures, verdicts: goals });
    writeFileSync(path.join(runDir, 'summary.md'), summary);
    writeFileSync(
      path.join(runDir, 'figures.json'),
      `${JSON.stringify({ ...figures, verdicts: goals, redisFailures }, null, 2)}\n`,
    );
    console.log(
      `\n${summary}\n(written to ${path.relative(root, runDir)}/summary.md; the stack's logs in stack/logs/)`,
    );
    return goals.every((g) => g.ok) ? 0 : 1;
  } finally {
    await redis?.quit().catch(() => undefined);
    await stack?.stop();
    services.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
