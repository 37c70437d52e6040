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
const { generateDemoCollection, createSeededRandom } = requireCompiled('services/worker/dist/sources/demo/index.js');
const { demoSnapshot } = requireCompiled('services/worker/dist/sources/demo-source.js');
const { startFakeIndexer } = requireCompiled('services/worker/dist/sources/krc721/testing/fake-indexer.js');
const { startFakeGateway, serveMetadata } = requireCompiled('services/worker/dist/sources/krc721/testing/fake-gateway.js');

const collection = demoSnapshot(generateDemoCollection({ seed: 'bench-faults', endAt: Date.UTC(2025, 0, 1) }));
const CID = collection.info.buri.slice('ipfs://'.length);

const STATUS_FAULTS = [500, 502, 503, 504, 429];
const TRANSPORT_FAULTS = ['reset', 'hang', 'html', 'truncated'];
const FAULT_KINDS = STATUS_FAULTS.length + TRANSPORT_FAULTS.length;

/** One of the nine faults, equally likely. */
function pickFault(random) {
  const i = random.int(0, FAULT_KINDS - 1);
  return i < STATUS_FAULTS.length ? { status: STATUS_FAULTS[i] } : { fault: TRANSPORT_FAULTS[i - STATUS_FAULTS.length] };
}

function gatewayAnswer(fault) {
  if ('fault' in fault) return { kind: 'fault', fault: fault.fault };
  return { kind: 'status', status: fault.status, headers: fault.status === 429 ? { 'retry-after': '1' } : undefined };
}

async function startServers(faulty, run) {
  const random = createSeededRandom(`faults-${run}`);
  const indexer = await startFakeIndexer({
    info: collection.info,
    tokens: collection.tokens,
    faults: faulty ? () => (random.next() < 0.1 ? pickFault(random) : undefined) : undefined,
  });
  const serve = serveMetadata(CID, collection.metadata);
  const flaky = (cidPath, tokenId) => (faulty && random.next() < 0.2 ? gatewayAnswer(pickFault(random)) : serve(cidPath, tokenId));
  const gateways = [
    await startFakeGateway('down', faulty ? () => ({ kind: 'status', status: 503 }) : serve),
    await startFakeGateway('second', flaky),
    await startFakeGateway('third', flaky),
  ];
  return { indexer, gateways, close: () => Promise.all([indexer.close(), ...gateways.map((g) => g.close())]) };
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
  try {
    await migrateLatest(db);
    const source = createKrc721Source({
      apiUrl: servers.indexer.url,
      network: 'mainnet',
      tick: collection.info.tick,
      ipfsGateways: servers.gateways.map((g) => g.gatewayUrl),
    });
    const started = performance.now();
    const result = await runCollectionSync({ config, logger: createLogger(config), db, source });
    const elapsed = performance.now() - started;
    const stored = Number((await db('nft_metadata').count({ n: '*' }).first()).n);
    const tokens = Number((await db('tokens').count({ n: '*' }).first()).n);
    if (tokens !== 10000 || stored !== 10000) throw new Error(`run ${run}: ${tokens} tokens, ${stored} metadata stored (${JSON.stringify(result.metadata)})`);
    return { elapsed, metadata: result.metadata, indexerRequests: servers.indexer.requests.length };
  } finally {
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
    console.log(`  ${faulty ? 'faulty' : 'clean'} run ${run + 1}: ${seconds(outcome.elapsed)}, indexer requests ${outcome.indexerRequests}, metadata ${JSON.stringify(outcome.metadata)}`);
  }
  const name = faulty ? 'first krc721 sync, 10,000 NFTs, faults (goal <= 60 s)' : 'first krc721 sync, 10,000 NFTs, clean (goal <= 10 s)';
  console.log(`${name.padEnd(60)} median ${seconds(median(runs)).padStart(8)}   runs: ${runs.map(seconds).join(', ')}`);
}
