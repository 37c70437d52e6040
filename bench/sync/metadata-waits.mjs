#!/usr/bin/env node
/**
 * Where the time of a first krc721 sync goes while fetching metadata: one run of a faults.mjs
 * scenario (default one-gateway-faulty; BENCH_SCENARIOS=name, BENCH_FIRST_RUN=seed) with every
 * metadata fetch timed. A fetch holds one of the sync's fetch slots from start to end, so
 * slot-seconds / slots is the wall time the fetches need; the backoff sleeps between gateway
 * rounds are counted apart. Build first: npx tsc -b
 */
import { performance } from 'node:perf_hooks';
import { benchCollection, benchHeader, startFakeUpstream, withFreshDb, worker } from './setup.mjs';

const scenario = process.env.BENCH_SCENARIOS ?? 'one-gateway-faulty';
const { runCollectionSync, createKrc721Source } = worker();
const { sleep } = worker('sources/krc721/retry.js');
const collection = benchCollection('bench-faults');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const upstream = await startFakeUpstream(scenario, Number(process.env.BENCH_FIRST_RUN ?? 0));
try {
  await withFreshDb({ COLLECTION_SOURCE: 'krc721' }, async ({ db, config, logger }) => {
    const sleeps = [];
    const source = createKrc721Source({
      apiUrl: upstream.indexerUrl,
      network: 'mainnet',
      tick: collection.info.tick,
      ipfsGateways: upstream.gatewayUrls,
      gatewayRetry: { sleep: (ms, signal) => (sleeps.push(ms), sleep(ms, signal)) },
    });
    const fetches = [];
    const fetchMetadata = source.fetchMetadata.bind(source);
    source.fetchMetadata = async (tokenId, info, signal) => {
      const started = performance.now();
      try {
        return await fetchMetadata(tokenId, info, signal);
      } finally {
        fetches.push(performance.now() - started);
      }
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    try {
      await runCollectionSync({ config, logger, db, source });
    } finally {
      await source.close();
    }
    const wall = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const sum = (values) => values.reduce((a, b) => a + b, 0);
    console.log(benchHeader(1));
    console.log(
      `${scenario}: wall ${seconds(wall)}, sync process CPU ${seconds((user + system) / 1000)}, ${fetches.length} fetches, ${seconds(sum(fetches))} slot time`,
    );
    console.log(
      `  backoff sleeps: ${sleeps.length}, ${seconds(sum(sleeps))} (${sleeps.filter((ms) => ms >= 1000).length} of 1 s or more)`,
    );
    for (const [low, high] of [
      [0, 100],
      [100, 1000],
      [1000, 3000],
      [3000, 10_000],
      [10_000, Infinity],
    ]) {
      const within = fetches.filter((ms) => ms >= low && ms < high);
      console.log(`  fetches of ${low}-${high} ms: ${within.length}, ${seconds(sum(within))} slot time`);
    }
  });
} finally {
  await upstream.close();
}
