#!/usr/bin/env node
/**
 * First krc721 sync of 10,000 NFTs against the project's own fake KRC-721 indexer and IPFS gateways
 * (real formats, DESIGN section 3; fake-upstream.mjs, in a child process as remote servers would
 * be), into a fresh SQLite file (migrations not timed). Scenarios:
 *  - clean: three gateways, every answer good;
 *  - faulty: three gateways, the first always 503, the other two answer 20 % of requests with a
 *    fault (500, 502, 503, 504, 429 with Retry-After 1, connection reset, hang, HTML body,
 *    truncated body); the indexer answers 10 % of requests with one of the same faults;
 *  - one-gateway-clean: a single gateway, every answer good;
 *  - one-gateway-faulty: two gateways, the first always 503, the second 20 % faults as above; the
 *    indexer 10 %.
 * Checks that all 10,000 tokens and metadata documents are stored. Prints every run (wall time and
 * the sync process's CPU time) and the median of BENCH_RUNS (3).
 * BENCH_SCENARIOS=a,b picks scenarios (BENCH_ONLY=name still works); BENCH_FIRST_RUN below;
 * BENCH_WORKER_DIST, see setup.mjs.
 * Build first: npx tsc -b
 */
import { performance } from 'node:perf_hooks';
import {
  benchCollection,
  benchHeader,
  benchRuns,
  countRows,
  median,
  startFakeUpstream,
  withFreshDb,
  worker,
} from './setup.mjs';

const RUNS = benchRuns(3);
// Runs are numbered from BENCH_FIRST_RUN (0); the number seeds the faults, so two builds measured
// one run at a time (interleaved) see the same faults.
const FIRST_RUN = Number(process.env.BENCH_FIRST_RUN ?? 0);
const SCENARIOS = [
  { name: 'clean', title: 'first krc721 sync, 10,000 NFTs, clean (goal <= 10 s)' },
  { name: 'faulty', title: 'first krc721 sync, 10,000 NFTs, faults (goal <= 60 s)' },
  { name: 'one-gateway-clean', title: 'same, one gateway, clean (goal <= 10 s)' },
  { name: 'one-gateway-faulty', title: 'same, dead + one faulty gateway (goal <= 60 s)' },
];
const chosen = (process.env.BENCH_SCENARIOS ?? process.env.BENCH_ONLY)?.split(',');
const { runCollectionSync, createKrc721Source } = worker();
const collection = benchCollection('bench-faults');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timeSync(scenario, run) {
  const servers = await startFakeUpstream(scenario, run);
  try {
    return await withFreshDb({ COLLECTION_SOURCE: 'krc721' }, async ({ db, config, logger }) => {
      const source = createKrc721Source({
        apiUrl: servers.indexerUrl,
        network: 'mainnet',
        tick: collection.info.tick,
        ipfsGateways: servers.gatewayUrls,
      });
      try {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        const result = await runCollectionSync({ config, logger, db, source });
        const elapsed = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        const tokens = await countRows(db, 'tokens');
        const stored = await countRows(db, 'nft_metadata');
        if (tokens !== 10000 || stored !== 10000)
          throw new Error(
            `${scenario} run ${run}: ${tokens} tokens, ${stored} metadata stored (${JSON.stringify(result.metadata)})`,
          );
        return { elapsed, cpuMs: (cpu.user + cpu.system) / 1000, metadata: result.metadata };
      } finally {
        await source.close();
      }
    });
  } finally {
    await servers.close();
  }
}

console.log(benchHeader(RUNS));
for (const { name, title } of SCENARIOS) {
  if (chosen && !chosen.includes(name)) continue;
  const runs = [];
  for (let run = FIRST_RUN; run < FIRST_RUN + RUNS; run++) {
    const outcome = await timeSync(name, run);
    runs.push(outcome.elapsed);
    console.log(
      `  ${name} run ${run + 1}: ${seconds(outcome.elapsed)} (sync process CPU ${seconds(outcome.cpuMs)}), metadata ${JSON.stringify(outcome.metadata)}`,
    );
  }
  console.log(
    `${title.padEnd(60)} median ${seconds(median(runs)).padStart(8)}   runs: ${runs.map(seconds).join(', ')}`,
  );
}
