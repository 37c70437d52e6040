#!/usr/bin/env node
/*
 * The server's cold render time of the first views, this checkout against another one side by side
 * (issue 37's critical CSS: what cutting it costs a render), and the cut itself:
 *
 *   node bench/browser/render-time.mjs --before DIR [--samples 30] [--out bench/results/render-time.md]
 *
 * - cold render: the HTML's response time as a client on this machine sees it, for a query string
 *   never seen (a fresh render with its reads), the two servers alternating request by request;
 *   p50/p99. The markup of such a page is that of the page without the query, so this checkout's
 *   render worker answers the critical CSS from its per-markup cache after the first: the figure is
 *   that of a page rendered again for new data (a like, a price), the common case;
 * - the cut on a miss: criticalCssCutter (services/page-render/dist) run in this process on each
 *   page's rendered markup with a fresh cache each time, as the worker does for a markup never seen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';
import { machineNow } from './cold-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const args = { before: null, samples: 30, out: path.join(ROOT, 'bench', 'results', 'render-time.md') };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--before') args.before = path.resolve(value());
    else if (flag === '--samples') args.samples = Number(value());
    else if (flag === '--out') args.out = path.resolve(value());
    else throw new Error(`unknown argument ${argv[i]} (use --before DIR, --samples N, --out FILE)`);
  }
  if (!args.before) throw new Error('--before DIR is required');
  if (!Number.isInteger(args.samples) || args.samples < 1) throw new Error('--samples must be a positive whole number');
  return args;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;

async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { ms: performance.now() - started, firstView: response.headers.get('x-first-view'), html };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { criticalCssCutter } = require(path.join(ROOT, 'services', 'page-render', 'dist', 'critical-css.js'));
  const ways = {
    after: await startServer(ROOT, 'render-after', { PAGE_RENDER: 'true' }),
    before: await startServer(args.before, 'render-before', { PAGE_RENDER: 'true' }),
  };
  try {
    const holders = (await (await fetch(`${ways.after.baseUrl}/api/nft/holders`)).json()).result;
    const paths = ['/', '/nft/7', `/wallet/${holders.topHolders[0].address}`, '/traits', '/hall-of-fame'];
    const rows = [];
    for (const pagePath of paths) {
      const times = { after: [], before: [] };
      let markup = '';
      for (const way of Object.keys(ways)) {
        const warm = await timeRequest(`${ways[way].baseUrl}${pagePath}`);
        if (way === 'after')
          markup = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(warm.html)?.[1] ?? '';
      }
      for (let i = 0; i < args.samples; i += 1) {
        for (const way of i % 2 ? ['before', 'after'] : ['after', 'before']) {
          const fresh = await timeRequest(`${ways[way].baseUrl}${pagePath}?bench=${Date.now().toString(36)}${i}`);
          if (fresh.firstView !== 'rendered')
            throw new Error(`${pagePath} ${way}: expected a fresh render, got ${fresh.firstView}`);
          times[way].push(fresh.ms);
        }
      }
      const cuts = [];
      for (let i = 0; i < args.samples; i += 1) {
        const cut = criticalCssCutter(path.join(ROOT, 'shell', 'dist'));
        const started = performance.now();
        const css = await cut(markup);
        cuts.push(performance.now() - started);
        if (!css) throw new Error(`${pagePath}: no critical CSS cut`);
      }
      const row = { pagePath, ...times, cuts };
      rows.push(row);
      console.log(
        `${pagePath}: cold render after p50 ${ms(percentile(times.after, 50))} p99 ${ms(percentile(times.after, 99))}; before p50 ${ms(percentile(times.before, 50))} p99 ${ms(percentile(times.before, 99))}; the cut on a miss p50 ${ms(percentile(cuts, 50))} p99 ${ms(percentile(cuts, 99))}`,
      );
    }
    const lines = [
      '# Cold render time, with the critical CSS (after) and without (before)',
      '',
      `${machineNow()} at the end; ${args.samples} cold renders per page and way, alternating; "before": ${args.before}.`,
      '',
      '| page | after p50 | after p99 | before p50 | before p99 | p50 after / before | the cut on a miss p50 | p99 |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.pagePath.startsWith('/wallet/') ? '/wallet/{largest}' : r.pagePath} | ${ms(percentile(r.after, 50))} | ${ms(percentile(r.after, 99))} | ${ms(percentile(r.before, 50))} | ${ms(percentile(r.before, 99))} | ${(percentile(r.after, 50) / percentile(r.before, 50)).toFixed(2)} | ${ms(percentile(r.cuts, 50))} | ${ms(percentile(r.cuts, 99))} |`,
      ),
      '',
    ];
    mkdirSync(path.dirname(args.out), { recursive: true });
    writeFileSync(args.out, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await ways.after.stop();
    await ways.before.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
