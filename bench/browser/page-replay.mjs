#!/usr/bin/env node
/*
 * How soon the server answers a cached page, as a browser's cold load asks for it (issue 37):
 *
 *   node bench/browser/page-replay.mjs [--runs 200] [--before DIR] [--out bench/results/page-replay.md]
 *
 * Each request on a new connection with a desktop browser's headers (brotli, Sec-CH-UA-Mobile: ?0),
 * after a pause of 60-120 ms (the gap between two cold loads of the first-view bench, in which the
 * server sits idle), the servers and routes in a new random order each run. Two conditions: the
 * machine otherwise idle, and one core kept busy by a spinning process (a browser parsing beside
 * the server on this two-core machine). Figures: time to the response's headers (first byte) and
 * to its end, p50/p90/p99, per server, from a Node client on this machine. "plain host" is the
 * floor: the server's page bytes sent from memory by a bare Node HTTP server in a process of its own
 * (static-site.mjs, the first-view bench's host; the bytes uncompressed).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineNow, median, percentile, shuffled } from './cold-load.mjs';
import { SERVER_HTML, startStaticSite } from './static-site.mjs';
import { benchArgs } from './bench-args.mjs';
import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'sec-ch-ua-mobile': '?0', accept: 'text/html' };

/** One GET on a new connection: ms to the headers and to the end, and how the server answered. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent: false, headers: HEADERS }, (res) => {
      const headersMs = performance.now() - started;
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ headersMs, endMs: performance.now() - started, firstView: res.headers['x-first-view'] }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process that keeps one core busy until killed. */
function spinner() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main() {
  const args = benchArgs(process.argv.slice(2), {
    runs: 200,
    out: 'page-replay.md',
    usage: '--runs N, --before DIR, --out FILE',
    more: { before: [null, (dir) => path.resolve(dir)] },
  });
  const servers = { server: await startServer(ROOT, 'server', { PAGE_RENDER: 'true' }) };
  if (args.before) servers.before = await startServer(args.before, 'before', { PAGE_RENDER: 'true' });
  let site;
  try {
    const holders = await (await fetch(`${servers.server.baseUrl}/api/nft/holders`)).json();
    const routes = ['/', '/nft/7', `/wallet/${holders.result.topHolders[0].address}`, '/traits', '/all-liked-nfts'];
    // Rendered once, then cached: every timed request is a cached page.
    for (const { baseUrl } of Object.values(servers)) for (const route of routes) await timedGet(`${baseUrl}${route}`);
    const pages = new Map();
    for (const route of routes) {
      const response = await fetch(`${servers.server.baseUrl}${route}`, { headers: HEADERS });
      pages.set(route, { serverHtml: await response.text() });
    }
    site = await startStaticSite(pages, servers.server.baseUrl, path.join(ROOT, 'shell', 'dist'));
    const urlOf = (name, route) =>
      name === 'plain host' ? `${site.origin}${route}?${SERVER_HTML}` : `${servers[name].baseUrl}${route}`;
    const names = [...Object.keys(servers), 'plain host'];
    const results = [];
    for (const condition of ['idle', 'one core busy']) {
      const busy = condition === 'idle' ? null : spinner();
      try {
        const times = Object.fromEntries(names.map((name) => [name, { headers: [], end: [], rendered: 0 }]));
        for (let run = 0; run < args.runs; run += 1)
          for (const [name, route] of shuffled(names.flatMap((n) => routes.map((r) => [n, r])))) {
            await pause(60 + Math.random() * 60);
            const answer = await timedGet(urlOf(name, route));
            // A page whose data version moved (a sync's progress) is rendered again: not a replay.
            if (name !== 'plain host' && answer.firstView !== 'cached') {
              times[name].rendered += 1;
              continue;
            }
            times[name].headers.push(answer.headersMs);
            times[name].end.push(answer.endMs);
          }
        for (const [name, { headers, end, rendered }] of Object.entries(times)) {
          const row = { condition, name, headers, end, rendered };
          results.push(row);
          console.log(
            `${condition}, ${name}: headers p50 ${median(headers).toFixed(2)} p90 ${percentile(headers, 90).toFixed(2)} p99 ${percentile(headers, 99).toFixed(2)} ms; end p50 ${median(end).toFixed(2)} p90 ${percentile(end, 90).toFixed(2)} ms; rendered again (left out) ${rendered}`,
          );
        }
      } finally {
        busy?.kill();
      }
    }
    const ms = (values, p) => percentile(values, p).toFixed(2);
    const lines = [
      '# A cached page, asked as a cold browser load asks (issue 37)',
      '',
      `${machineNow()} at the end; ${args.runs} requests per server and route (${routes.length} routes, the largest wallet included), each on a new connection after 60-120 ms idle, servers and routes in a random order; ms from the request to the response's headers and to its end.${args.before ? ` "before" is the checkout in ${args.before}.` : ''}`,
      '',
      '| condition | server | headers p50 | p90 | p99 | end p50 | p90 | p99 | rendered again, left out |',
      '|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.condition} | ${r.name} | ${ms(r.headers, 50)} | ${ms(r.headers, 90)} | ${ms(r.headers, 99)} | ${ms(r.end, 50)} | ${ms(r.end, 90)} | ${ms(r.end, 99)} | ${r.rendered} |`,
      ),
      '',
    ];
    mkdirSync(path.dirname(args.out), { recursive: true });
    writeFileSync(args.out, lines.join('\n'));
    console.log(`written to ${path.relative(ROOT, args.out)}`);
  } finally {
    await site?.close();
    for (const { stop } of Object.values(servers)) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
