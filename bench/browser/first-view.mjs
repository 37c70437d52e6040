#!/usr/bin/env node
/*
 * The goals of issue 37 (the first view from the server), side by side in one run:
 *
 *   node bench/browser/first-view.mjs [--runs 7] [--before DIR] [--only dashboard,nft] [--out bench/results/first-view.md]
 *
 * Three ways of getting each page of the issue's list, each load in a fresh browser context (cold
 * cache), the ways in a new random order on each run so that all meet the same machine load, and
 * each load let finish (hydrated, its requests answered) before the next starts. Chromium runs at a
 * user's priority (mobile-profile.mjs: as root it would raise its own above the servers'):
 *
 * - "server": this checkout's all-in-one server, first view rendered on the server (PAGE_RENDER=true);
 * - "client": the page rendered in the browser, as before issue 37: this checkout with PAGE_RENDER=false;
 * - "before", with --before DIR: another checkout's own server (a build of main), its pages as it sends
 *   them, for a before/after of a change side by side;
 * - "static": the same page saved as static HTML (the server's page once its data showed, scripts
 *   and preload hints taken out), served with the same stylesheet (from the build, brotli) and
 *   images (fetched from "server" once, then sent from memory as a static host sends its files), by
 *   a plain host in a process of its own (static-site.mjs);
 * - "html": the server's own page, the exact bytes it sends a desktop browser, served by the same
 *   plain host as "static" (its other files from "server", kept as above when it says they may be):
 *   what the HTML itself costs against the static copy, apart from the server's time to answer.
 *
 * Figures:
 * - time to data in the page (navigation start until the page's data shows, seen by the same
 *   MutationObserver for every way: for a server-rendered page, while its HTML is parsed), median of
 *   --runs, on localhost; goal: server <= 1.3x static, for every route (the largest wallet included),
 *   with a 90 % bootstrap interval of each ratio (the loads of one way vary by 2-4x on this machine);
 *   and "run by run": the median of each run's own server/static ratio, its two loads made within the
 *   same minute, with its 90 % interval (every load's time is written next to --out, .samples.json);
 *   with how many of the server's loads its render cache answered (X-First-View: cached);
 * - LCP, CLS and when the page answers input (hydrated) of / and /nft/{id} on Lighthouse's mobile profile, emulated with the DevTools protocol
 *   (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU): goals LCP <= 1.5 s, CLS <= 0.02;
 * - server render time per route (the HTML's response time seen by a client on this machine), p50
 *   and p99: cold (a query string never seen, so rendered afresh) and cached;
 * - the API while pages render: GET /api/nft/holders latency idle and with 8 clients rendering pages
 *   without pause (a render that held the event loop would show as the API's worst latency).
 */
/* global document, window */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPriorityNote, launchChromium } from './mobile-profile.mjs';
import { coldLoad, instrumentPage, loadAverage, machineNow, median, percentile, shuffled } from './cold-load.mjs';
import { interval, pairedRatio, ratioInterval } from './ratio-stats.mjs';
import { SERVER_HTML, startStaticSite } from './static-site.mjs';
import { benchArgs } from './bench-args.mjs';
import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()).result;
}

/** The page as a static file: the server's HTML once its data showed, without scripts and preload hints. */
async function staticSnapshot(browser, url, pageKind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`window.__benchPage = ${JSON.stringify(pageKind)};`);
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__firstView?.ready !== null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      document.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]').forEach((e) => e.remove());
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await context.close();
  }
}

/** The server's page as it sends it to a desktop browser (its render cache warm by then). */
async function serverHtml(url) {
  const response = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?0' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
}

/** The HTML's response time, as a client on this machine sees it. */
async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    firstView: response.headers.get('x-first-view'),
    missing: response.headers.get('x-first-view-missing'),
  };
}

async function serverRenderTimes(baseUrl, route, samples) {
  const cold = [];
  const partial = [];
  const cached = [];
  const join = route.path.includes('?') ? '&' : '?';
  // Warm the threads and the remotes' code (a deploy's first page is in "cold" below only once).
  await timeRequest(`${baseUrl}${route.path}`);
  for (let i = 0; i < samples; i += 1) {
    const fresh = await timeRequest(`${baseUrl}${route.path}${join}bench=${Date.now().toString(36)}${i}`);
    // A render without all its data (a read that failed) is a page all the same: counted, and said why.
    if (fresh.firstView === 'partial') partial.push(fresh.missing ?? '');
    else if (fresh.firstView !== 'rendered')
      throw new Error(`${route.path}: expected a fresh render, got ${fresh.firstView} (${fresh.missing ?? ''})`);
    else cold.push(fresh.ms);
  }
  await timeRequest(`${baseUrl}${route.path}`);
  for (let i = 0; i < samples; i += 1) {
    const hit = await timeRequest(`${baseUrl}${route.path}`);
    if (hit.firstView !== 'cached') throw new Error(`${route.path}: expected the cache, got ${hit.firstView}`);
    cached.push(hit.ms);
  }
  return { cold, cached, partial };
}

/** API latency idle, then while `clients` render pages without pause (each a page never seen). */
async function apiWhileRendering(baseUrl, routes, { clients = 8, ms = 8000 } = {}) {
  const sample = async (until) => {
    const times = [];
    while (performance.now() < until) times.push((await timeRequest(`${baseUrl}/api/nft/holders`)).ms);
    return times;
  };
  const idle = await sample(performance.now() + 3000);
  let stop = false;
  let renders = 0;
  const load = Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; !stop; i += 1) {
      const route = routes[(client + i) % routes.length];
      const join = route.path.includes('?') ? '&' : '?';
      await timeRequest(`${baseUrl}${route.path}${join}load=${client}-${i}-${Date.now().toString(36)}`);
      renders += 1;
    }
  });
  const busy = await sample(performance.now() + ms);
  stop = true;
  await Promise.all(load);
  return { idle, busy, renders, seconds: ms / 1000 };
}

const ms = (value) => (value === null ? 'none' : `${Math.round(value)} ms`);

async function main() {
  const args = benchArgs(process.argv.slice(2), {
    runs: 7,
    out: 'first-view.md',
    usage: '--runs N, --before DIR, --only dashboard,nft,..., --out FILE',
    more: { before: [null, (dir) => path.resolve(dir)], only: [null, (list) => list.split(',')] },
  });
  console.log(`first-view bench: ${args.runs} runs per page and way; starting the servers...`);
  const server = await startServer(ROOT, 'server', { PAGE_RENDER: 'true' });
  const client = await startServer(ROOT, 'client', { PAGE_RENDER: 'false' });
  const before = args.before ? await startServer(args.before, 'before') : null;
  const loadAtStart = os.loadavg();
  const browser = await launchChromium();
  let site;
  try {
    const holders = await getJson(`${server.baseUrl}/api/nft/holders`);
    const largest = holders.topHolders[0];
    const now = new Date();
    const allRoutes = [
      { path: '/', kind: 'dashboard' },
      { path: '/nft/7', kind: 'nft' },
      { path: `/wallet/${largest.address}`, kind: 'wallet', note: `largest wallet, ${largest.count} NFTs` },
      { path: '/traits', kind: 'traits' },
      { path: '/all-holders', kind: 'holders' },
      { path: '/hall-of-fame', kind: 'hallOfFame' },
      { path: `/hall-of-fame/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`, kind: 'month' },
      { path: '/all-liked-nfts', kind: 'rankings' },
      { path: '/activity', kind: 'activity' },
      { path: '/nft/42', kind: 'nftHistory', note: 'its History' },
    ];
    const routes = args.only ? allRoutes.filter((route) => args.only.includes(route.kind)) : allRoutes;
    const pages = new Map();
    for (const route of routes)
      pages.set(route.path, {
        snapshot: await staticSnapshot(browser, `${server.baseUrl}${route.path}`, route.kind),
        serverHtml: await serverHtml(`${server.baseUrl}${route.path}`),
      });
    site = await startStaticSite(pages, server.baseUrl, path.join(ROOT, 'shell', 'dist'));
    const ways = {
      server: (p) => `${server.baseUrl}${p}`,
      ...(before ? { before: (p) => `${before.baseUrl}${p}` } : {}),
      client: (p) => `${client.baseUrl}${p}`,
      html: (p) => `${site.origin}${p}?${SERVER_HTML}`,
      static: (p) => `${site.origin}${p}`,
    };

    const toData = [];
    for (const route of routes) {
      const times = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
      const firstBytes = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
      let cacheHits = 0;
      // One load a way, not counted: the plain host keeps its files, and every server its caches.
      for (const way of Object.keys(ways)) await coldLoad(browser, ways[way](route.path), route.kind);
      for (let run = 0; run < args.runs; run += 1) {
        for (const way of shuffled(Object.keys(ways))) {
          const load = await coldLoad(browser, ways[way](route.path), route.kind);
          times[way].push(load.ready);
          firstBytes[way].push(load.responseStart);
          if (way === 'server' && load.firstView === 'cached') cacheHits += 1;
        }
      }
      const row = {
        route,
        cacheHits,
        ...Object.fromEntries(Object.entries(times).map(([way, t]) => [way, median(t)])),
      };
      row.firstByte = Object.fromEntries(Object.entries(firstBytes).map(([way, t]) => [way, median(t)]));
      row.ratio = row.server / row.static;
      row.ratioInterval = ratioInterval(times.server, times.static);
      row.paired = pairedRatio(times.server, times.static);
      row.samples = times;
      row.htmlRatio = row.html / row.static;
      row.clientRatio = row.client / row.static;
      if (before) row.beforeRatio = row.before / row.static;
      toData.push(row);
      console.log(
        `${route.path}: server ${ms(row.server)}${before ? `, before ${ms(row.before)}` : ''}, client ${ms(row.client)}, static ${ms(row.static)}; html ${ms(row.html)}; server/static ${row.ratio.toFixed(2)}x (90 % ${interval(row.ratioInterval)}; goal <= 1.3x), run by run ${row.paired.median.toFixed(2)}x (90 % ${interval(row.paired.interval)}), html/static ${row.htmlRatio.toFixed(2)}x${before ? `, before/static ${row.beforeRatio.toFixed(2)}x` : ''}, client/static ${row.clientRatio.toFixed(2)}x; server's render cache hit ${cacheHits}/${args.runs}; HTML's first byte: ${Object.entries(
          row.firstByte,
        )
          .map(([way, t]) => `${way} ${ms(t)}`)
          .join(', ')}`,
      );
    }

    const mobile = [];
    for (const route of routes.filter((r) => r.kind === 'dashboard' || r.kind === 'nft')) {
      const mobileWays = ['server', ...(before ? ['before'] : []), 'client'];
      const runs = Object.fromEntries(mobileWays.map((way) => [way, []]));
      for (let run = 0; run < args.runs; run += 1)
        for (const way of shuffled(mobileWays))
          runs[way].push(await coldLoad(browser, ways[way](route.path), route.kind, { mobile: true }));
      const summary = (list) => ({
        lcp: median(list.map((r) => r.lcp)),
        cls: median(list.map((r) => r.cls)),
        data: median(list.map((r) => r.ready)),
        interactive: median(list.map((r) => r.interactive)),
      });
      const row = { route, ...Object.fromEntries(mobileWays.map((way) => [way, summary(runs[way])])) };
      mobile.push(row);
      console.log(
        `${route.path} mobile: ${mobileWays.map((way) => `${way} LCP ${ms(row[way].lcp)} CLS ${row[way].cls.toFixed(3)} data ${ms(row[way].data)} interactive ${ms(row[way].interactive)}`).join('; ')}`,
      );
    }

    const renderTimes = [];
    for (const route of routes) {
      const { cold, cached, partial } = await serverRenderTimes(server.baseUrl, route, 30);
      renderTimes.push({ route, cold, cached, partial });
      if (partial.length)
        console.log(`${route.path}: ${partial.length} fresh render(s) partial: ${partial.join(' | ')}`);
      console.log(
        `${route.path} server render: cold p50 ${ms(percentile(cold, 50))} p99 ${ms(percentile(cold, 99))}; cached p50 ${ms(percentile(cached, 50))} p99 ${ms(percentile(cached, 99))}`,
      );
    }

    const api = await apiWhileRendering(server.baseUrl, routes);
    console.log(
      `GET /api/nft/holders idle p50 ${ms(percentile(api.idle, 50))} p99 ${ms(percentile(api.idle, 99))}; while rendering (${api.renders} renders in ${api.seconds} s) p50 ${ms(percentile(api.busy, 50))} p99 ${ms(percentile(api.busy, 99))} max ${ms(Math.max(...api.busy))}`,
    );

    const lines = [
      `# First view from the server (issue 37)`,
      '',
      `${machineNow()} at the end and ${loadAverage(loadAtStart)} at the start (the machine is shared), ${chromiumPriorityNote()}, ${args.runs} cold loads per page and way (median, the ways in a random order on each run, each load let finish before the next); "client" is this build with PAGE_RENDER=false (the client-rendered page of before); "server's HTML, plain host" is the exact page the server sends a desktop browser, served by the host of the static copy (a process of its own; its files passed on undecoded since the sixteenth session: before, its NFT images and scripts could not be decoded)${args.before ? `; "before" is the checkout in ${args.before}, its own server and pages` : ''}; the interval is a 90 % bootstrap interval of the server/static ratio; "run by run" is the median of each run's own server/static ratio (its two loads made within the same minute), with its 90 % bootstrap interval. "cache" is how many of the server's loads its render cache answered.`,
      '',
      `| page | server | server's HTML, plain host${before ? ' | before' : ''} | client | static HTML | server / static (goal <= 1.3) | 90 % interval | run by run (90 %) | server's HTML / static${before ? ' | before / static' : ''} | client / static | cache |`,
      `|---|---|---|---|---|---|---|---|---|---|${before ? '---|---|' : ''}---|`,
      ...toData.map(
        (r) =>
          `| ${r.route.path}${r.route.note ? ` (${r.route.note})` : ''} | ${ms(r.server)} | ${ms(r.html)}${before ? ` | ${ms(r.before)}` : ''} | ${ms(r.client)} | ${ms(r.static)} | ${r.ratio.toFixed(2)} | ${interval(r.ratioInterval)} | ${r.paired.median.toFixed(2)} (${interval(r.paired.interval)}) | ${r.htmlRatio.toFixed(2)}${before ? ` | ${r.beforeRatio.toFixed(2)}` : ''} | ${r.clientRatio.toFixed(2)} | ${r.cacheHits}/${args.runs} |`,
      ),
      '',
      `The HTML's first byte in the browser (navigation's responseStart, median): ${toData
        .map(
          (r) =>
            `${r.route.path.slice(0, 24)} server ${ms(r.firstByte.server)}${before ? `, before ${ms(r.firstByte.before)}` : ''}, static ${ms(r.firstByte.static)}`,
        )
        .join('; ')}.`,
      '',
      'Lighthouse mobile profile emulated (CDP: 150 ms, 1.6 Mbit/s, 4x CPU), cold, median; "interactive": the page hydrated and answering input (data-app-ready):',
      '',
      `| page | LCP server (goal <= 1.5 s) | CLS server (goal <= 0.02) |${before ? ' LCP before | CLS before |' : ''} LCP client | CLS client | data server |${before ? ' data before |' : ''} data client | interactive server |${before ? ' interactive before |' : ''} interactive client |`,
      `|---|---|---|---|---|---|---|---|---|${before ? '---|---|---|---|' : ''}`,
      ...mobile.map(
        (r) =>
          `| ${r.route.path} | ${ms(r.server.lcp)} | ${r.server.cls.toFixed(3)} |${before ? ` ${ms(r.before.lcp)} | ${r.before.cls.toFixed(3)} |` : ''} ${ms(r.client.lcp)} | ${r.client.cls.toFixed(3)} | ${ms(r.server.data)} |${before ? ` ${ms(r.before.data)} |` : ''} ${ms(r.client.data)} | ${ms(r.server.interactive)} |${before ? ` ${ms(r.before.interactive)} |` : ''} ${ms(r.client.interactive)} |`,
      ),
      '',
      'Server render (the HTML response seen on this machine; 30 requests each, cold = a query string never seen):',
      '',
      '| page | cold p50 | cold p99 | cached p50 | cached p99 | partial (a read failed) |',
      '|---|---|---|---|---|---|',
      ...renderTimes.map(
        (r) =>
          `| ${r.route.path.slice(0, 40)} | ${ms(percentile(r.cold, 50))} | ${ms(percentile(r.cold, 99))} | ${ms(percentile(r.cached, 50))} | ${ms(percentile(r.cached, 99))} | ${r.partial.length ? `${r.partial.length}: ${r.partial.join('; ').slice(0, 200)}` : 0} |`,
      ),
      '',
      `GET /api/nft/holders: idle p50 ${ms(percentile(api.idle, 50))}, p99 ${ms(percentile(api.idle, 99))}; with 8 clients rendering fresh pages without pause (${api.renders} renders in ${api.seconds} s) p50 ${ms(percentile(api.busy, 50))}, p99 ${ms(percentile(api.busy, 99))}, max ${ms(Math.max(...api.busy))}.`,
      '',
    ];
    mkdirSync(path.dirname(args.out), { recursive: true });
    writeFileSync(args.out, lines.join('\n'));
    // Every load's time to data, way by way and run by run, for a reading other than the medians.
    const samplesFile = args.out.replace(/\.md$/, '') + '.samples.json';
    writeFileSync(
      samplesFile,
      JSON.stringify(
        toData.map((r) => ({ path: r.route.path, ms: r.samples })),
        null,
        1,
      ),
    );
    console.log(`written to ${path.relative(ROOT, args.out)}`);
  } finally {
    await browser.close();
    await site?.close();
    await server.stop();
    await client.stop();
    await before?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
