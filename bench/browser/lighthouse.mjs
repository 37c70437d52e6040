#!/usr/bin/env node
/*
 * Mobile LCP and CLS of / and /nft/{id} measured by Lighthouse itself (issue 37's goal: LCP <= 1.5 s,
 * CLS <= 0.02 on Lighthouse's mobile profile), the first view from the server and, side by side in
 * the same run, the page rendered in the browser (PAGE_RENDER=false):
 *
 *   node bench/browser/lighthouse.mjs [--runs 5] [--paths /,/nft/7] [--before DIR] [--out bench/results/lighthouse.md]
 *
 * --before DIR: instead of the client-rendered page, another checkout's own server (a build of main,
 * first view on), for a before/after of a change side by side, the two alternating run by run.
 *
 * Lighthouse is not a dependency of the project: it is fetched from the npm registry by npx
 * (`npx --yes lighthouse@12`) and drives Debian's Chromium. `--preset=perf`: the default mobile
 * form factor (Moto G Power screen; slow 4G: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown) applied
 * through the DevTools protocol (this preset's throttlingMethod "devtools", not the default
 * simulation; it adds the RTT times 3.75, 562.5 ms, to every request, where mobile-profile.mjs adds
 * 150 ms), performance category only. Each run is a cold load (Lighthouse clears the cache); the server's
 * render cache is warmed first, so the figures are those of a cached first view. Median of --runs,
 * with Lighthouse's split of the LCP into its phases (TTFB, load delay, load time, render delay).
 *
 * --cpu-slowdown N: the CPU slowed N times instead of 4, so that a fast host judges as a slower one
 * would (Lighthouse's 4x is meant for a host of benchmarkIndex 1,500-2,000; at 3,000, 8x is about it).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../scripts/chromium.cjs';
import { benchArgs } from './bench-args.mjs';
import { startServer } from './server.mjs';
import { machineNow } from './cold-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** One Lighthouse run of `url`: the figures of its JSON report. `cpuSlowdown`: instead of the preset's 4x. */
async function lighthouse(url, cpuSlowdown) {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      `--chrome-path=${process.env.CHROMIUM_PATH ?? CHROMIUM_PATH}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
      '--preset=perf',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${url}: Lighthouse: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  // Lighthouse splits the LCP into TTFB, load delay, load time and render delay (an image's; a text
  // has no load): where the time goes, which the LCP alone does not say.
  const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = Object.fromEntries(
    (lcpElement.find((table) => table.items?.[0]?.phase)?.items ?? []).map((row) => [row.phase, row.timing]),
  );
  const element = lcpElement.find((table) => table.items?.[0]?.node)?.items[0].node;
  return {
    version: report.lighthouseVersion,
    throttling: report.configSettings.throttlingMethod,
    cpuSlowdown: report.configSettings.throttling?.cpuSlowdownMultiplier ?? null,
    formFactor: report.configSettings.formFactor,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    score: report.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    phases,
    lcpElement: element ? element.selector.split(' > ').at(-1) : null,
    warnings: [
      ...(report.runWarnings ?? []),
      ...['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
        .filter((id) => report.audits[id]?.errorMessage)
        .map((id) => `${id}: ${report.audits[id].errorMessage}`),
    ],
  };
}

const LCP_PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (value === null ? 'none' : `${Math.round(value)} ms`);

async function main() {
  const args = benchArgs(process.argv.slice(2), {
    runs: 5,
    out: 'lighthouse.md',
    usage: '--runs N, --paths /,/nft/7, --before DIR, --cpu-slowdown N, --out FILE',
    more: {
      paths: [['/', '/nft/7'], (list) => list.split(',')],
      before: [null, (dir) => path.resolve(dir)],
      'cpu-slowdown': [
        null,
        (text) => {
          if (!(Number(text) >= 1)) throw new Error('--cpu-slowdown must be a number of at least 1');
          return Number(text);
        },
      ],
    },
  });
  console.log(`lighthouse bench: ${args.runs} runs per page and way; starting the servers...`);
  // "client": the other way, this build with PAGE_RENDER=false, or with --before the other checkout.
  const other = args.before ? 'before' : 'client';
  const ways = {
    server: await startServer(ROOT, 'lighthouse-server', { PAGE_RENDER: 'true' }),
    client: args.before
      ? await startServer(args.before, 'lighthouse-before', { PAGE_RENDER: 'true' })
      : await startServer(ROOT, 'lighthouse-client', { PAGE_RENDER: 'false' }),
  };
  try {
    const rows = [];
    let meta;
    for (const pagePath of args.paths) {
      // The render cache warm, as for a page that visitors have opened before.
      for (const way of Object.values(ways)) await (await fetch(`${way.baseUrl}${pagePath}`)).arrayBuffer();
      const results = { server: [], client: [] };
      for (let i = 0; i < args.runs; i += 1) {
        for (const name of i % 2 ? ['client', 'server'] : ['server', 'client']) {
          const result = await lighthouse(`${ways[name].baseUrl}${pagePath}`, args['cpu-slowdown']);
          meta ??= result;
          results[name].push(result);
          console.log(
            `${pagePath} ${name === 'client' ? other : name}: LCP ${ms(result.lcp)}, CLS ${result.cls.toFixed(3)}, FCP ${ms(result.fcp)}, TBT ${ms(result.tbt)}, score ${result.score}${result.warnings.length ? `; warnings: ${result.warnings.join(' | ')}` : ''}`,
          );
        }
      }
      const summary = (list) => ({
        lcp: median(list.map((r) => r.lcp)),
        cls: median(list.map((r) => r.cls)),
        fcp: median(list.map((r) => r.fcp)),
        tbt: median(list.map((r) => r.tbt)),
        score: median(list.map((r) => r.score))?.toFixed(2) ?? 'none',
        lcps: list.map((r) => Math.round(r.lcp)),
        benchmarkIndex: median(list.map((r) => r.benchmarkIndex)),
        phases: Object.fromEntries(
          LCP_PHASES.map((phase) => [phase, median(list.map((r) => r.phases[phase] ?? null))]),
        ),
        lcpElements: [...new Set(list.map((r) => r.lcpElement ?? 'none'))],
      });
      rows.push({ path: pagePath, server: summary(results.server), client: summary(results.client) });
    }
    const lines = [
      '# Mobile LCP with Lighthouse (issue 37)',
      '',
      `${machineNow()} at the end; Lighthouse ${meta.version}, form factor ${meta.formFactor}, throttling "${meta.throttling}" (--preset=perf) with ${meta.cpuSlowdown}x CPU slowdown, ${args.runs} cold runs per page and way (median; the server's render cache warm), the ways alternating run by run. ${args.before ? `"before": the checkout in ${args.before}, its own server (first view on).` : '"client": the same build with PAGE_RENDER=false.'}`,
      '',
      `| page | LCP server (goal <= 1.5 s) | CLS server (goal <= 0.02) | FCP server | TBT server | score server | LCP ${other} | CLS ${other} | FCP ${other} | score ${other} | LCP ${other} / server | LCP server, each run | LCP ${other}, each run | benchmarkIndex |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.path} | ${ms(r.server.lcp)} | ${r.server.cls.toFixed(3)} | ${ms(r.server.fcp)} | ${ms(r.server.tbt)} | ${r.server.score} | ${ms(r.client.lcp)} | ${r.client.cls.toFixed(3)} | ${ms(r.client.fcp)} | ${r.client.score} | ${(r.client.lcp / r.server.lcp).toFixed(2)} | ${r.server.lcps.join(', ')} | ${r.client.lcps.join(', ')} | ${Math.round(r.server.benchmarkIndex)} |`,
      ),
      '',
      `LCP by phase, Lighthouse's split (median of the runs; none for a text, which has no load), server | ${other}:`,
      '',
      `| page | LCP element | ${LCP_PHASES.join(' | ')} |`,
      `|---|---|${LCP_PHASES.map(() => '---').join('|')}|`,
      ...rows.map(
        (r) =>
          `| ${r.path} | ${r.server.lcpElements.join(', ')} | ${LCP_PHASES.map((phase) => `${ms(r.server.phases[phase])} \\| ${ms(r.client.phases[phase])}`).join(' | ')} |`,
      ),
      '',
    ];
    mkdirSync(path.dirname(args.out), { recursive: true });
    writeFileSync(args.out, lines.join('\n'));
    console.log(lines.join('\n'));
    console.log(`written to ${path.relative(ROOT, args.out)}`);
  } finally {
    await ways.server.stop();
    await ways.client.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
