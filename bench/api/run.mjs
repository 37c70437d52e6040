#!/usr/bin/env node
/**
 * Requests/s and latency of the hot /api/nft endpoints beside a bare Koa endpoint, each measured
 * in alternation in the same run, once as browsers ask (Accept-Encoding: gzip) and once without
 * compression. Settings: BENCH_RUNS (5), BENCH_DURATION seconds (5), BENCH_CONNECTIONS (32),
 * BENCH_SEED=direct to skip the worker's sync, BENCH_CLIENT=wrk for wrk instead of autocannon as the
 * load generator (measure.mjs says why), BENCH_SERVICE_FLAGS=none to run the servers without the services'
 * V8 flags (scripts/service-node-flags.mjs). Writes bench/results/api.md (api-wrk.md with wrk).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './child-server.mjs';
import { measureOnce, median } from './measure.mjs';
import { writeReport } from './report.mjs';
import { pickTargets, seedDatabase } from './seed-database.mjs';

const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 5),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
};

const MODES = [
  { name: 'as browsers ask (Accept-Encoding: gzip, deflate, br)', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'without compression (no Accept-Encoding)', headers: {} },
];

async function measureEndpoint({ bare, sized, endpoint, headers, bodyBytes }) {
  const load = { connections: settings.connections, durationSeconds: settings.durationSeconds, headers };
  const runs = { nft: [], bare: [], sized: [] };
  for (let i = 0; i < settings.runs; i++) {
    runs.bare.push(await measureOnce({ ...load, port: bare.port, paths: ['/'], server: bare }));
    runs.sized.push(await measureOnce({ ...load, port: sized.port, paths: [`/?bytes=${bodyBytes}`], server: sized }));
    runs.nft.push(
      await measureOnce({
        ...load,
        port: endpoint.server.port,
        paths: endpoint.paths,
        server: endpoint.server,
        fresh: endpoint.fresh,
      }),
    );
  }
  const row = {
    name: endpoint.name,
    reference: endpoint.reference ?? false,
    example: endpoint.paths[0],
    rps: median(runs.nft.map((r) => r.rps)),
    bareRps: median(runs.bare.map((r) => r.rps)),
    p50: median(runs.nft.map((r) => r.p50)),
    p99: median(runs.nft.map((r) => r.p99)),
    bytes: median(runs.nft.map((r) => r.bytesPerRequest)),
    cpu: median(runs.nft.map((r) => r.cpuPerRequest)),
    bareCpu: median(runs.bare.map((r) => r.cpuPerRequest)),
    sizedRps: median(runs.sized.map((r) => r.rps)),
  };
  row.sizedRatio = row.rps / row.sizedRps;
  row.ratio = row.rps / row.bareRps;
  row.cpuRatio = row.bareCpu / row.cpu;
  console.log(
    `  ${row.name}: ${Math.round(row.rps)} req/s (bare ${Math.round(row.bareRps)}, ratio ${row.ratio.toFixed(2)}; bare with as many bytes ${Math.round(row.sizedRps)}, ratio ${row.sizedRatio.toFixed(2)}), p50 ${row.p50} ms, p99 ${row.p99} ms; server CPU ${row.cpu.toFixed(1)} µs/request (bare ${row.bareCpu.toFixed(1)}, ratio ${row.cpuRatio.toFixed(2)})`,
  );
  return row;
}

const loadBefore = os.loadavg()[0];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-api-'));
const servers = [];
try {
  console.log(`seeding ${dataDir} ...`);
  const seededBy = await seedDatabase(dataDir);
  const targets = await pickTargets(dataDir);
  console.log(`seeded by ${seededBy}; largest wallet ${targets.largestWalletCount} NFTs`);

  const nft = await startChildServer('nft-server.mjs', {
    DATA_DIR: dataDir,
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  });
  const bare = await startChildServer('bare-server.mjs');
  const sized = await startChildServer('sized-server.mjs');
  const coreApp = await startChildServer('core-app-server.mjs', {
    DATA_DIR: dataDir,
    SESSION_KEYS: 'bench-only-session-key-0123456789abcdef',
    CONTEST_SIGNING_KEY: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  });
  servers.push(nft, bare, sized, coreApp);

  const endpoints = [
    { name: 'holder stats', server: nft, paths: ['/api/nft/holders'] },
    {
      name: 'holders page',
      server: nft,
      paths: ['/api/nft/holders/page?page=2&pageSize=25&sort=power&direction=desc'],
    },
    {
      name: 'largest wallet page',
      server: nft,
      paths: [`/api/nft/wallets/${targets.largestWallet}?page=1&pageSize=10&sort=power`],
    },
    {
      name: 'metadata (50 ids in turn)',
      server: nft,
      paths: Array.from({ length: 50 }, (_, i) => `/api/nft/metadata/${1 + i * 199}`),
    },
    {
      name: '3-trait search',
      server: nft,
      paths: [`/api/nft/search/traits?traits=${encodeURIComponent(targets.traits)}`],
    },
    { name: 'reference: createApp + trivial route', server: coreApp, paths: ['/api/reference/ok'], reference: true },
    // Every URL new (an unknown query parameter, ignored by the endpoint): no reply can be replayed.
    {
      name: 'reference: metadata, full path (no replay)',
      server: nft,
      paths: Array.from({ length: 50 }, (_, i) => `/api/nft/metadata/${1 + i * 199}`),
      fresh: true,
      reference: true,
    },
  ];

  // Warm the servers (JIT, snapshot bodies) before measuring; note each reply's body size per mode.
  const warm = { connections: settings.connections, durationSeconds: 1 };
  const bareReply = await measureOnce({ ...warm, port: bare.port, paths: ['/'] });
  const bareHeaderBytes = bareReply.bytesPerRequest - JSON.stringify({ ok: true }).length;
  const bodyBytes = new Map();
  for (const mode of MODES) {
    for (const e of endpoints) {
      const reply = await measureOnce({
        ...warm,
        port: e.server.port,
        paths: e.paths,
        headers: mode.headers,
        fresh: e.fresh,
      });
      bodyBytes.set(`${mode.name} ${e.name}`, Math.max(0, Math.round(reply.bytesPerRequest - bareHeaderBytes)));
    }
  }
  await measureOnce({ ...warm, port: sized.port, paths: ['/?bytes=1000'] });

  const tables = [];
  for (const mode of MODES) {
    console.log(mode.name);
    const rows = [];
    for (const endpoint of endpoints)
      rows.push(
        await measureEndpoint({
          bare,
          sized,
          endpoint,
          headers: mode.headers,
          bodyBytes: bodyBytes.get(`${mode.name} ${endpoint.name}`),
        }),
      );
    tables.push({ mode: mode.name, rows });
  }
  const file = writeReport({ tables, settings, seededBy, targets, loadBefore });
  console.log(`written ${file}`);
} finally {
  for (const s of servers) s.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
