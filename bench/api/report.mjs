/** Writes the results tables to bench/results/api.md (api-wrk.md when wrk made the load; -no-flags with BENCH_SERVICE_FLAGS=none). */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './compiled.mjs';
import { CLIENT } from './measure.mjs';
import { execArgv } from './child-server.mjs';

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Issue 14's goal: >= 0.8 of bare Koa (by req/s, and by server CPU per request, which other jobs on the machine disturb less). */
const met = (row) =>
  row.reference
    ? '(no target)'
    : `${row.ratio >= 0.8 ? 'met' : 'MISSED'} by req/s, ${row.cpuRatio >= 0.8 ? 'met' : 'MISSED'} by CPU; p99 ${row.p99 < 25 ? 'met' : 'MISSED'}`;

function table({ mode, rows }) {
  return [
    `### ${mode}`,
    '',
    '| endpoint | req/s | bare Koa req/s | ratio | server CPU µs/req | bare Koa µs/req | CPU ratio | p50 ms | p99 ms | bytes/reply | targets | bare Koa, as many bytes: req/s | ratio to it |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.bareRps)} | ${fmt(r.ratio, 2)} | ${fmt(r.cpu, 1)} | ${fmt(r.bareCpu, 1)} | ${fmt(r.cpuRatio, 2)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.bytes)} | ${met(r)} | ${fmt(r.sizedRps)} | ${fmt(r.sizedRatio, 2)} |`,
    ),
    '',
  ];
}

export function writeReport({ tables, settings, seededBy, targets, loadBefore }) {
  const lines = [
    '# API benchmark: /api/nft',
    '',
    `Command: \`npx tsc -b && ${CLIENT === 'wrk' ? 'BENCH_CLIENT=wrk ' : ''}node bench/api/run.mjs\`, run ${new Date().toISOString().slice(0, 10)} on Node ${process.version},`,
    `${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}) shared by server and load generator.`,
    `Load average (1 min) ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after the run: other work on the machine`,
    'competes for the same cores, so single figures move by 10-20 % between runs; compare ratios, not absolute req/s.',
    '',
    `- Data: a fresh SQLite database with the demo collection (10,000 NFTs), seeded by ${seededBy}.`,
    '- Server under test: `services/nft` in the shared `createApp` (request id, pino, helmet, body parser, JSON errors),',
    '  alone in a child process; baseline: plain Koa answering `ctx.body = {ok: true}` in another child process.',
    `- Load: ${CLIENT === 'wrk' ? 'wrk (one thread, started by the parent process; it decodes no reply body)' : 'autocannon in the parent process (it decodes every reply body as UTF-8 text: see measure.mjs)'}, ${settings.connections} connections, ${settings.durationSeconds} s per run, endpoint and`,
    `  baseline alternating, ${settings.runs} runs each; every figure is the median of its runs (bare Koa measured beside each endpoint).`,
    `- Every server process (endpoint and baselines) runs with the services' V8 flags: ${execArgv.length ? execArgv.map((f) => `\`${f}\``).join(' ') : 'none (BENCH_SERVICE_FLAGS=none)'} (scripts/service-node-flags.mjs).`,
    `- Largest wallet: ${targets.largestWalletCount} NFTs. 3-trait search: \`${targets.traits}\`.`,
    "- Server CPU µs/req: the server process's user+system CPU time over a run divided by the requests it answered.",
    '- Targets (issue 14): >= 0.8 x bare Koa and p99 < 25 ms at 32 connections. The five endpoint rows ask the same URLs again and',
    '  again, as the dashboards do: from the second request on, the recorded reply is replayed (services/core/src/http/replayed-replies.ts).',
    '  Reference rows (no target): the shared `createApp` stack with a route answering `{ok: true}`, the part of the gap to bare Koa',
    '  that every service pays before any nft code runs; and metadata with a never-seen query parameter on each request, so that',
    '  nothing is replayed: the full path (routing, validation, the serialized-body cache) a first request per URL takes.',
    "- Last two columns: plain Koa answering a body of the size that makes its replies as long on the wire as the endpoint's",
    '  (bench/api/sized-server.mjs), measured in the same alternation. Bigger replies cost the kernel and the load generator',
    "  more whatever the server does; the ratio to this baseline is what the app's stack costs beyond the bytes it sends.",
    '',
    ...tables.flatMap(table),
    'Paths:',
    '',
    ...tables[0].rows.filter((r) => !r.reference).map((r) => `- ${r.name}: \`${r.example}\``),
    '',
  ];
  const file = path.join(
    root,
    `bench/results/api${CLIENT === 'wrk' ? '-wrk' : ''}${execArgv.length ? '' : '-no-flags'}.md`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  return file;
}
