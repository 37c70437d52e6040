/**
 * Set-up shared by the sync benchmarks (run.mjs, faults.mjs, fake-upstream.mjs, metadata-waits.mjs):
 * the compiled services, a fresh migrated SQLite file per run, the fake upstream child process and
 * the median.
 * BENCH_WORKER_DIST=<dir> loads the worker from another compiled copy (e.g. the old code kept aside,
 * with a node_modules link next to it) so that two builds can be compared in one sitting.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** A compiled module of this repository, or exit with a hint to build first. */
export function requireCompiled(relativePath) {
  const file = path.isAbsolute(relativePath) ? relativePath : path.join(root, relativePath);
  if (!existsSync(file)) {
    console.error(`Missing ${file}: build first with "npx tsc -b".`);
    process.exit(2);
  }
  return require(file);
}

const workerDist = process.env.BENCH_WORKER_DIST
  ? path.resolve(process.env.BENCH_WORKER_DIST)
  : path.join(root, 'services/worker/dist');

/** A module of the compiled worker under test, e.g. worker('sources/demo/index.js'). */
export const worker = (relativePath = 'index.js') => requireCompiled(path.join(workerDist, relativePath));

const { createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');

/** Runs per measure: BENCH_RUNS, else `fallback`. */
export const benchRuns = (fallback) => Number(process.env.BENCH_RUNS ?? fallback);

/** The 10,000-NFT demo collection every sync bench uses, as a source snapshot. */
export function benchCollection(seed) {
  const { generateDemoCollection } = worker('sources/demo/index.js');
  const { demoSnapshot } = worker('sources/demo-source.js');
  return demoSnapshot(generateDemoCollection({ seed, endAt: Date.UTC(2025, 0, 1) }));
}

/**
 * Calls `body({ db, config, logger })` with a freshly migrated SQLite file (migrations not timed)
 * and removes it afterwards.
 */
export async function withFreshDb(env, body) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-sync-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', ...env });
  const db = createDb(config);
  try {
    await migrateLatest(db);
    return await body({ db, config, logger: createLogger(config) });
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The fake indexer and gateways of `scenario` (fake-upstream.mjs) in a child process, as remote servers would be. */
export async function startFakeUpstream(scenario, run) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-upstream.mjs');
  const child = spawn(process.execPath, [script, scenario, String(run)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('\n')) resolve(JSON.parse(buffer.split('\n')[0]));
    });
    child.once('exit', (code) => reject(new Error(`fake upstream exited with ${code}`)));
  });
  return {
    ...urls,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

export async function countRows(db, table) {
  return Number((await db(table).count({ n: '*' }).first()).n);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The first line of a bench's output: what ran it and the machine's load. */
export function benchHeader(runs) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `node ${process.version}, ${os.cpus().length} CPUs, load average ${load}, median of ${runs} runs${process.env.BENCH_WORKER_DIST ? `, worker from ${workerDist}` : ''}`;
}
