#!/usr/bin/env node
/**
 * Link-preview images (issue 27): the NFT card PNG cold (first render of a token at this snapshot
 * version: art, layout, rasterisation) and warm (from the in-memory cache), p50 of each run and the
 * median over BENCH_RUNS runs; then the nft service's API goal checked meanwhile: the metadata
 * endpoint under load (autocannon, BENCH_CONNECTIONS) beside a bare Koa server, alone and while a
 * crawler asks for cold cards one after another, ratio side by side. Settings: BENCH_RUNS (5),
 * BENCH_CARDS cold cards per run (20), BENCH_DURATION seconds per load measurement (3),
 * BENCH_CONNECTIONS (32). Same servers as bench/api (the nft service alone in a child process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startChildServer } from '../api/child-server.mjs';
import { measureOnce, median } from '../api/measure.mjs';
import { seedDatabase } from '../api/seed-database.mjs';

const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 5),
  cards: Number(process.env.BENCH_CARDS ?? 20),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timedGet(url) {
  const started = performance.now();
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (
    res.status !== 200 ||
    res.headers.get('content-type') !== 'image/png' ||
    bytes.readUInt32BE(16) !== 1200 ||
    bytes.readUInt32BE(20) !== 630
  ) {
    throw new Error(`${url}: ${res.status} ${res.headers.get('content-type')} (not a 1200x630 PNG)`);
  }
  return ms;
}

const loadBefore = os.loadavg()[0];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-previews-'));
const servers = [];
try {
  console.log(`seeding ${dataDir} ...`);
  console.log(`seeded by ${await seedDatabase(dataDir)}`);
  const nft = await startChildServer('nft-server.mjs', {
    DATA_DIR: dataDir,
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  });
  const bare = await startChildServer('bare-server.mjs');
  servers.push(nft, bare);
  const base = `http://127.0.0.1:${nft.port}`;
  const version = (await (await fetch(`${base}/api/nft/collection`)).json()).result.collectionVersion;
  const card = (id) => `${base}/api/nft/preview/nft/${id}.v${version}.png`;

  // The first card of the process also reads the font files: reported apart.
  const first = await timedGet(card(10_000));
  console.log(`first card of the process (fonts loaded): ${first.toFixed(0)} ms`);

  let nextId = 1;
  const coldP50 = [];
  const warmP50 = [];
  for (let run = 0; run < settings.runs; run++) {
    const ids = Array.from({ length: settings.cards }, () => (nextId += 37) % 9_999 || 1);
    const cold = [];
    for (const id of ids) cold.push(await timedGet(card(id)));
    const warm = [];
    for (let i = 0; i < 5; i++) for (const id of ids) warm.push(await timedGet(card(id)));
    coldP50.push(percentile(cold, 50));
    warmP50.push(percentile(warm, 50));
    console.log(
      `  run ${run + 1}: cold p50 ${percentile(cold, 50).toFixed(1)} ms (p90 ${percentile(cold, 90).toFixed(1)}), warm p50 ${percentile(warm, 50).toFixed(2)} ms (p90 ${percentile(warm, 90).toFixed(2)})`,
    );
  }

  // The API goal meanwhile: metadata under load, alone and with a crawler rendering cold cards.
  const load = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  };
  const paths = Array.from({ length: 50 }, (_, i) => `/api/nft/metadata/${1 + i * 199}`);
  const rows = { alone: [], crawler: [] };
  let crawled = [];
  const crawl = () => {
    let crawling = true;
    const done = (async () => {
      const times = [];
      while (crawling) times.push(await timedGet(card((nextId += 37) % 9_999 || 1)));
      return times;
    })();
    return async () => {
      crawling = false;
      crawled = crawled.concat(await done);
    };
  };
  for (let run = 0; run < settings.runs; run++) {
    const bareRun = await measureOnce({ ...load, port: bare.port, paths: ['/'], server: bare });
    const alone = await measureOnce({ ...load, port: nft.port, paths, server: nft });
    // The crawler's renders take a core of this machine whoever serves: bare Koa is measured under it too.
    let stop = crawl();
    const bareDuring = await measureOnce({ ...load, port: bare.port, paths: ['/'], server: bare });
    await stop();
    stop = crawl();
    const during = await measureOnce({ ...load, port: nft.port, paths, server: nft });
    await stop();
    rows.alone.push({ ratio: alone.rps / bareRun.rps, p99: alone.p99, rps: alone.rps });
    rows.crawler.push({
      ratio: during.rps / bareDuring.rps,
      ratioToIdleBare: during.rps / bareRun.rps,
      p99: during.p99,
      rps: during.rps,
    });
    console.log(
      `  load run ${run + 1}: bare ${Math.round(bareRun.rps)} req/s, bare while cards render ${Math.round(bareDuring.rps)}; metadata alone ${Math.round(alone.rps)} (ratio ${(alone.rps / bareRun.rps).toFixed(2)}, p99 ${alone.p99} ms); metadata while cards render ${Math.round(during.rps)} (ratio to bare under the same renders ${(during.rps / bareDuring.rps).toFixed(2)}, to idle bare ${(during.rps / bareRun.rps).toFixed(2)}, p99 ${during.p99} ms)`,
    );
  }

  const m = (list, key) => median(list.map((r) => r[key]));
  console.log('\nresults (median of runs):');
  console.log(`| measure | median | runs | goal |`);
  console.log(`|---|---:|---:|---|`);
  console.log(
    `| NFT card cold, p50 of ${settings.cards} tokens | ${median(coldP50).toFixed(0)} ms | ${coldP50.map((v) => v.toFixed(0)).join(', ')} | <= 300 ms: ${median(coldP50) <= 300 ? 'met' : 'not met'} |`,
  );
  console.log(
    `| NFT card warm (cache), p50 | ${median(warmP50).toFixed(2)} ms | ${warmP50.map((v) => v.toFixed(2)).join(', ')} | <= 20 ms: ${median(warmP50) <= 20 ? 'met' : 'not met'} |`,
  );
  console.log(
    `| metadata alone: ratio to bare Koa, p99 | ${m(rows.alone, 'ratio').toFixed(2)}, ${m(rows.alone, 'p99')} ms | ${rows.alone.map((r) => r.ratio.toFixed(2)).join(', ')} | >= 0.5, p99 < 25 ms |`,
  );
  console.log(
    `| metadata while cold cards render: ratio to bare Koa under the same renders, p99 | ${m(rows.crawler, 'ratio').toFixed(2)}, ${m(rows.crawler, 'p99')} ms | ${rows.crawler.map((r) => r.ratio.toFixed(2)).join(', ')} | >= 0.5, p99 < 25 ms |`,
  );
  console.log(
    `| (the same, ratio to idle bare Koa) | ${m(rows.crawler, 'ratioToIdleBare').toFixed(2)} | ${rows.crawler.map((r) => r.ratioToIdleBare.toFixed(2)).join(', ')} | |`,
  );
  console.log(
    `| cold card p50 while under API load | ${percentile(crawled, 50).toFixed(0)} ms (${crawled.length} cards) | | |`,
  );
  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after; ${os.cpus().length} CPUs; Node ${process.version}`,
  );
} finally {
  for (const s of servers) s.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
