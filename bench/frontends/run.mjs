#!/usr/bin/env node
/**
 * What a first visit's requests cost the all-in-one server (demo collection, SQLite): a
 * content-hashed build file (the shell's shared React chunk), an entry file (main.js, read on every
 * request so that a deploy shows at once) and a cached first view (/nft/42), each under
 * BENCH_CONNECTIONS (8) connections for BENCH_DURATION (3) seconds, median of BENCH_RUNS (5),
 * as a browser asks (Accept-Encoding: gzip, deflate, br). With --before DIR, another checkout's
 * server (built) is measured too, the two alternating run by run:
 *
 *   node bench/frontends/run.mjs [--before DIR]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureOnce, median } from '../api/measure.mjs';
import { root } from '../api/compiled.mjs';
import { startServer } from '../browser/server.mjs';

const { values } = parseArgs({ options: { before: { type: 'string' } } });
const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 5),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
};
const headers = { 'accept-encoding': 'gzip, deflate, br' };

const port = (way) => Number(new URL(servers[way].baseUrl).port);
const servers = { server: await startServer(root, 'frontends', { PAGE_RENDER: 'true' }) };
if (values.before)
  servers.before = await startServer(path.resolve(values.before), 'frontends-before', { PAGE_RENDER: 'true' });
try {
  const page = await (await fetch(`${servers.server.baseUrl}/nft/42`)).text();
  const chunk = /\/shared-react\.[0-9a-f]{8}\.js/.exec(page)?.[0];
  if (!chunk) throw new Error('no shared-react chunk hinted in /nft/42: is the shell built?');
  const endpoints = [
    { name: `content-hashed file (${chunk})`, path: chunk },
    { name: 'entry file (/main.js)', path: '/main.js' },
    { name: 'cached first view (/nft/42)', path: '/nft/42' },
  ];
  const rows = [];
  for (const endpoint of endpoints) {
    const runs = Object.fromEntries(Object.keys(servers).map((way) => [way, []]));
    const load = (way, durationSeconds) =>
      measureOnce({
        port: port(way),
        paths: [endpoint.path],
        connections: settings.connections,
        durationSeconds,
        headers,
      });
    for (const way of Object.keys(servers)) await load(way, 1);
    for (let i = 0; i < settings.runs; i++) {
      const order = Object.keys(servers);
      if (i % 2) order.reverse();
      for (const way of order) runs[way].push(await load(way, settings.durationSeconds));
    }
    for (const [way, list] of Object.entries(runs)) {
      const row = {
        name: endpoint.name,
        way,
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
      };
      rows.push(row);
      console.log(`  ${row.name}, ${way}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
    }
  }
  console.log(`\n| request | server | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.name} | ${r.way} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`);
} finally {
  for (const server of Object.values(servers)) await server.stop();
}
