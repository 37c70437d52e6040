#!/usr/bin/env node
/**
 * Collection pipeline figures, from the compiled worker (build first: npx tsc -b):
 *  - full demo sync of 10,000 NFTs into a fresh SQLite file (migrations not timed), and a
 *    re-sync with nothing changed;
 *  - OpenRarity ranking of 10,000 NFTs (traits already parsed), and with trait parsing.
 * Prints every run and the median of BENCH_RUNS (5).
 */
import { performance } from 'node:perf_hooks';
import { benchHeader, benchRuns, median, withFreshDb, worker } from './setup.mjs';

const RUNS = benchRuns(5);
const { runCollectionSync, rankOpenRarity } = worker();
const { countedTraits } = worker('derive/traits.js');
const { generateDemoCollection } = worker('sources/demo/index.js');

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timeSyncs() {
  const full = [];
  const unchanged = [];
  for (let run = 0; run < RUNS; run++) {
    await withFreshDb({ COLLECTION_SOURCE: 'demo', LOG_LEVEL: 'silent' }, async ({ db, config, logger }) => {
      let started = performance.now();
      const first = await runCollectionSync({ config, logger, db });
      full.push(performance.now() - started);
      if (first.collectionVersion !== 1 || first.metadata.fetched !== 10000)
        throw new Error(`unexpected sync result ${JSON.stringify(first)}`);
      started = performance.now();
      const again = await runCollectionSync({ config, logger, db });
      unchanged.push(performance.now() - started);
      if (again.changed) throw new Error('a re-sync without changes changed something');
    });
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
console.log(benchHeader(RUNS));
for (const [name, values] of lines) {
  console.log(`${name.padEnd(48)} median ${ms(median(values)).padStart(9)}   runs: ${values.map(ms).join(', ')}`);
}
