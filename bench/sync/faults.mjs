#!/usr/bin/env node
/**
 * First krc721 sync of 10,000 NFTs against the project's own fake KRC-721 indexer and IPFS gateways
 * (real formats, DESIGN section 3), into a fresh SQLite file (migrations not timed):
 *  - clean: every answer good;
 *  - faulty: the first gateway always 503; the other two answer 20 % of requests with a fault
 *    (500, 502, 503, 504, 429, connection reset, hang, HTML body, truncated body); the indexer
 *    answers 10 % of requests with one of the same faults.
 * Checks that all 10,000 tokens and metadata documents are stored. Prints every run and the median
 * of BENCH_RUNS (3). Build first: npx tsc -b services/worker
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY; // 'clean' or 'faulty'

function requireCompiled(relativePath) {
  const file = path.join(root, relativePath);
  if (!existsSync(file)) {
    console.error(`Missing ${relativePath}: build first with "npx tsc -b services/worker".`);
    process.exit(2);
  }
  return require(file);
}

const { createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
const { migrateLatest } = requireCompiled('services/db/dist/index.js');
const { runCollectionSync, createKrc721Source } = requireCompiled('services/worker/dist/index.js');
const { generateDemoCollection } = requireCompiled('services/worker/dist/sources/demo/index.js');
const { demoSnapshot } = requireCompiled('services/worker/dist/sources/demo-source.js');

const collection = demoSnapshot(generateDemoCollection({ seed: 'bench-faults', endAt: Date.UTC(2025, 0, 1) }));

/** The fake indexer and gateways run in a child process, as remote servers would (fake-upstream.mjs). */
async function startServers(faulty, run) {
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-upstream.mjs'), faulty ? 'faulty' : 'clean', String(run)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    close: () => new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', resolve);
      child.kill();
    }),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timeSync(faulty, run) {
  const servers = await startServers(faulty, run);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-faults-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', COLLECTION_SOURCE: 'krc721' });
  const db = createDb(config);
  let source;
  try {
    await migrateLatest(db);
    source = createKrc721Source({
      apiUrl: servers.indexerUrl,
      network: 'mainnet',
      tick: collection.info.tick,
      ipfsGateways: servers.gatewayUrls,
    });
    const started = performance.now();
    const result = await runCollectionSync({ config, logger: createLogger(config), db, source });
    const elapsed = performance.now() - started;
    const stored = Number((await db('nft_metadata').count({ n: '*' }).first()).n);
    const tokens = Number((await db('tokens').count({ n: '*' }).first()).n);
    if (tokens !== 10000 || stored !== 10000) throw new Error(`run ${run}: ${tokens} tokens, ${stored} metadata stored (${JSON.stringify(result.metadata)})`);
    return { elapsed, metadata: result.metadata };
  } finally {
    await source?.close();
    await db.destroy();
    await servers.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} CPUs, median of ${RUNS} runs`);
for (const faulty of [false, true]) {
  if (ONLY && ONLY !== (faulty ? 'faulty' : 'clean')) continue;
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const outcome = await timeSync(faulty, run);
    runs.push(outcome.elapsed);
    console.log(`  ${faulty ? 'faulty' : 'clean'} run ${run + 1}: ${seconds(outcome.elapsed)}, metadata ${JSON.stringify(outcome.metadata)}`);
  }
  const name = faulty ? 'first krc721 sync, 10,000 NFTs, faults (goal <= 60 s)' : 'first krc721 sync, 10,000 NFTs, clean (goal <= 10 s)';
  console.log(`${name.padEnd(60)} median ${seconds(median(runs)).padStart(8)}   runs: ${runs.map(seconds).join(', ')}`);
}
