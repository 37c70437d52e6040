#!/usr/bin/env node
/**
 * Collection pipeline figures, from the compiled worker (build first: npx tsc -b services/worker):
 *  - full demo sync of 10,000 NFTs into a fresh SQLite file (migrations not timed), and a
 *    re-sync with nothing changed;
 *  - OpenRarity ranking of 10,000 NFTs (traits already parsed), and with trait parsing.
 * Prints every run and the median of BENCH_RUNS (5).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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
const { runCollectionSync, rankOpenRarity } = requireCompiled('services/worker/dist/index.js');
const { countedTraits } = requireCompiled('services/worker/dist/derive/traits.js');
const { generateDemoCollection } = requireCompiled('services/worker/dist/sources/demo/index.js');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timeSyncs() {
  const full = [];
  const unchanged = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-sync-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', COLLECTION_SOURCE: 'demo' });
    const db = createDb(config);
    try {
      await migrateLatest(db);
      const logger = createLogger(config);
      let started = performance.now();
      const first = await runCollectionSync({ config, logger, db });
      full.push(performance.now() - started);
      if (first.collectionVersion !== 1 || first.metadata.fetched !== 10000) throw new Error(`unexpected sync result ${JSON.stringify(first)}`);
      started = performance.now();
      const again = await runCollectionSync({ config, logger, db });
      unchanged.push(performance.now() - started);
      if (again.changed) throw new Error('a re-sync without changes changed something');
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { full, unchanged };
}

function timeRanking() {
  const { metadata } = generateDemoCollection({ seed: 'nacho', endAt: Date.UTC(2025, 0, 1) });
  const ranked = [];
  const withParsing = [];
  rankOpenRarity(metadata.map((m) => ({ tokenId: m.tokenId, traits: countedTraits(m.attributes) }))); // warm-up
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const tokens = metadata.map((m) => ({ tokenId: m.tokenId, traits: countedTraits(m.attributes) }));
    const parsedAt = performance.now();
    const rows = rankOpenRarity(tokens);
    const done = performance.now();
    if (rows.length !== 10000) throw new Error('ranking lost tokens');
    ranked.push(done - parsedAt);
    withParsing.push(done - started);
  }
  return { ranked, withParsing };
}

const syncs = await timeSyncs();
const ranking = timeRanking();
const lines = [
  ['full demo sync, 10,000 NFTs, fresh SQLite file', syncs.full],
  ['re-sync with no change (SQLite)', syncs.unchanged],
  ['OpenRarity ranking of 10,000 NFTs', ranking.ranked],
  ['OpenRarity incl. trait parsing', ranking.withParsing],
];
console.log(`node ${process.version}, ${os.cpus().length} CPUs, median of ${RUNS} runs`);
for (const [name, values] of lines) {
  console.log(`${name.padEnd(48)} median ${ms(median(values)).padStart(9)}   runs: ${values.map(ms).join(', ')}`);
}
