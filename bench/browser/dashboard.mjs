#!/usr/bin/env node
/*
 * Dashboard time-to-data in headless Chromium.
 *
 *   node bench/browser/dashboard.mjs --url http://localhost:3377 [--runs 5] [--out bench/results/browser-dashboard.md]
 *
 * Two ways of filling the dashboard's holder cards, measured in the same run against the same
 * server, each load in a fresh browser context (empty cache), alternating which goes first:
 *
 * - this app: from navigation start until the Unique Holders number and the five Top Holders
 *   rows are on the page (the server answers GET /api/nft/holders from its snapshot);
 * - the spec's client-side way: the same page load, but when the dashboard mounts (the moment
 *   its queries start) the page downloads GET /api/nft/tokens?limit=10000 and computes the
 *   holder statistics itself; GET /api/nft/holders is blocked so it does not compete. Its
 *   "Power Stats" column also waits for GET /api/nft/staking-powers, as the spec's dashboard did.
 *
 * Both are measured on localhost without limits (the target: under 1 s) and again with
 * phone-like network and CPU throttling, where the size of the token list shows.
 * Times are performance.now() in the page, i.e. milliseconds since navigation start.
 */
/* global document, window, MutationObserver */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './mobile-profile.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TARGET_MS = 1000;

function parseArgs(argv) {
  const args = {
    url: 'http://localhost:3377',
    runs: 5,
    out: path.join(ROOT, 'bench', 'results', 'browser-dashboard.md'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--url') args.url = value().replace(/\/+$/, '');
    else if (flag === '--runs') args.runs = Number(value());
    else if (flag === '--out') args.out = path.resolve(value());
    else if (flag === '--help' || flag === '-h') {
      console.log('node bench/browser/dashboard.mjs --url http://localhost:3377 [--runs 5] [--out FILE]');
      process.exit(0);
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1 || args.runs > 50)
    throw new Error('--runs must be a whole number from 1 to 50');
  return args;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** Runs in the page from document start: notes when the dashboard mounts and when its holder cards show data. */
function watchDashboard() {
  const marks = {};
  window.__dashboardBench = marks;
  const check = () => {
    if (marks.mounted === undefined && document.querySelector('h1')?.textContent?.includes('Dashboard')) {
      marks.mounted = performance.now();
      window.dispatchEvent(new Event('bench:dashboard-mounted'));
    }
    if (marks.cardsReady === undefined) {
      const holders = document.querySelector('[data-testid="unique-holders"]')?.textContent ?? '';
      const topRows = document.querySelectorAll('[data-testid="top-holder-row"]').length;
      if (/\d/.test(holders) && topRows >= 5) marks.cardsReady = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Runs in the page from document start: the spec's dashboard. When the dashboard mounts it
 * downloads the whole token list (and the staking powers) and computes the holder statistics.
 */
function computeHoldersInPage() {
  const marks = {};
  window.__clientBench = marks;
  const start = async () => {
    marks.start = performance.now();
    const powersPromise = fetch('/api/nft/staking-powers').then((r) => r.json());
    const tokensResponse = await fetch('/api/nft/tokens?limit=10000');
    marks.tokensHeaders = performance.now();
    const tokens = (await tokensResponse.json()).result;
    marks.tokensParsed = performance.now();
    const counts = new Map();
    for (const token of tokens) counts.set(token.owner, (counts.get(token.owner) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const stats = {
      uniqueHolders: counts.size,
      avgHoldings: tokens.length / Math.max(1, counts.size),
      topHolderCount: ranked[0]?.[1] ?? 0,
      topHolders: ranked
        .slice(0, 5)
        .map(([address, count]) => ({ address, count, percentage: (count / tokens.length) * 100 })),
    };
    marks.cardsReady = performance.now();
    const powers = (await powersPromise).result;
    const powerByOwner = new Map();
    for (const token of tokens)
      powerByOwner.set(token.owner, (powerByOwner.get(token.owner) ?? 0) + (powers[token.tokenId] ?? 5000));
    let total = 0;
    let highest = 0;
    for (const power of powerByOwner.values()) {
      total += power;
      highest = Math.max(highest, power);
    }
    stats.totalStakingPower = total;
    stats.highestWalletPower = highest;
    marks.powerReady = performance.now();
    marks.stats = stats;
    marks.tokenCount = tokens.length;
  };
  window.addEventListener(
    'bench:dashboard-mounted',
    () => {
      start().catch((error) => {
        marks.error = String(error);
      });
    },
    { once: true },
  );
}

function resourceSize(page, pathname) {
  return page.evaluate((name) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname + new URL(e.name).search === name);
    return entry ? { transfer: entry.transferSize, body: entry.decodedBodySize, duration: entry.duration } : null;
  }, pathname);
}

/** Network and CPU limits for a profile, set through the DevTools protocol before navigating. */
async function newPage(context, profile) {
  const page = await context.newPage();
  if (profile.network || profile.cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.rttMs,
        downloadThroughput: (profile.network.downMbit * 1e6) / 8,
        uploadThroughput: (profile.network.upMbit * 1e6) / 8,
      });
    }
    if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  return page;
}

const PROFILES = [
  { key: 'localhost', title: 'localhost, no limits', cpuSlowdown: 1, network: null },
  {
    key: 'phone',
    title: 'phone-like: 4x CPU slowdown, 9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip',
    cpuSlowdown: 4,
    network: { downMbit: 9, upMbit: 1.5, rttMs: 60 },
  },
];

async function loadServerWay(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(watchDashboard);
    const page = await newPage(context, profile);
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__dashboardBench?.cardsReady !== undefined, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    const marks = await page.evaluate(() => window.__dashboardBench);
    return {
      mounted: marks.mounted,
      cardsReady: marks.cardsReady,
      holders: await resourceSize(page, '/api/nft/holders'),
    };
  } finally {
    await context.close();
  }
}

async function loadClientWay(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.route('**/api/nft/holders', (route) => route.abort());
    await context.addInitScript(watchDashboard);
    await context.addInitScript(computeHoldersInPage);
    const page = await newPage(context, profile);
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__clientBench?.powerReady !== undefined || window.__clientBench?.error,
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const marks = await page.evaluate(() => window.__clientBench);
    if (marks.error) throw new Error(`client-side computation failed: ${marks.error}`);
    const mounted = await page.evaluate(() => window.__dashboardBench.mounted);
    return { ...marks, mounted, tokens: await resourceSize(page, '/api/nft/tokens?limit=10000') };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => (bytes ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const status = (await getJson(`${args.url}/api/nft/sync-status`)).result;
  if (!status.ready)
    throw new Error(
      `${args.url}: the collection is not synced yet (${status.phase} ${status.done}/${status.total}); try again when it is`,
    );
  const serverStats = (await getJson(`${args.url}/api/nft/holders`)).result;
  const loadBefore = os.loadavg()[0];

  const browser = await launchChromium();
  const results = [];
  let version = '';
  let loadAfter = 0;
  try {
    for (const profile of PROFILES) {
      const server = [];
      const client = [];
      // One unmeasured load of each, so both ways meet a warm server (bundles read, reply bodies cached).
      await loadServerWay(browser, args.url, profile);
      await loadClientWay(browser, args.url, profile);
      for (let run = 0; run < args.runs; run += 1) {
        const order = run % 2 === 0 ? ['server', 'client'] : ['client', 'server'];
        for (const way of order) {
          if (way === 'server') server.push(await loadServerWay(browser, args.url, profile));
          else client.push(await loadClientWay(browser, args.url, profile));
        }
        const c = client.at(-1);
        console.log(
          `${profile.key} run ${run + 1}/${args.runs}: this app ${ms(server.at(-1).cardsReady)}, client-side ${ms(c.cardsReady)} (with power ${ms(c.powerReady)})`,
        );
      }
      results.push({ profile, server, client });
    }
    version = browser.version();
    loadAfter = os.loadavg()[0];
  } finally {
    await browser.close();
  }

  const row = (label, values) => `| ${label} | ${ms(median(values))} | ${values.map(ms).join(', ')} |`;
  const section = ({ profile, server, client }) => {
    const serverMedian = median(server.map((r) => r.cardsReady));
    const clientMedian = median(client.map((r) => r.cardsReady));
    const computed = client.at(-1).stats;
    const agrees =
      computed.uniqueHolders === serverStats.uniqueHolders && computed.topHolderCount === serverStats.topHolderCount;
    const headline =
      profile.key === 'localhost'
        ? `**This app: median ${ms(serverMedian)} until the dashboard's holder cards show data (target under ${ms(TARGET_MS)}: ${serverMedian < TARGET_MS ? 'met' : 'NOT met'}).**`
        : `This app: median ${ms(serverMedian)} until the dashboard's holder cards show data.`;
    return [
      `## ${profile.title}`,
      '',
      headline,
      `The spec's client-side way: median ${ms(clientMedian)} (${(clientMedian / serverMedian).toFixed(2)}x this app).`,
      '',
      '| measure | median | runs |',
      '|---|---|---|',
      row(
        'this app: Unique Holders and Top Holders shown',
        server.map((r) => r.cardsReady),
      ),
      row(
        'this app: dashboard mounted (its queries start)',
        server.map((r) => r.mounted),
      ),
      row(
        'client-side: holder stats computed from the token list',
        client.map((r) => r.cardsReady),
      ),
      row(
        'client-side: dashboard mounted (download starts)',
        client.map((r) => r.mounted),
      ),
      row(
        'client-side: token list downloaded and parsed',
        client.map((r) => r.tokensParsed),
      ),
      row(
        'client-side: power stats computed (+ staking powers)',
        client.map((r) => r.powerReady),
      ),
      '',
      '| payload | bytes on the wire | body |',
      '|---|---|---|',
      `| GET /api/nft/holders (this app) | ${kb(server.at(-1).holders?.transfer)} | ${kb(server.at(-1).holders?.body)} |`,
      `| GET /api/nft/tokens?limit=10000 (client-side) | ${kb(client.at(-1).tokens?.transfer)} | ${kb(client.at(-1).tokens?.body)} |`,
      '',
      `Check: the page computed ${computed.uniqueHolders} holders (top holder ${computed.topHolderCount} NFTs) from ${client.at(-1).tokenCount} tokens; ` +
        `the service says ${serverStats.uniqueHolders} (top ${serverStats.topHolderCount}): ${agrees ? 'they agree' : 'THEY DIFFER'}.`,
      '',
    ];
  };
  const report = [
    '# Browser: dashboard time to data',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/browser/dashboard.mjs --url ${args.url} --runs ${args.runs}\` (median of ${args.runs} runs per way and profile).`,
    `Headless Chromium ${version} against a server on this machine; ${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}.`,
    `Load average (1 min) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the runs: other work on the machine slows every load alike.`,
    'Each load is a fresh browser context (empty cache), after one unmeasured warm-up load of each way per profile; the two ways alternate which goes first.',
    'Times are from navigation start (`performance.now()` in the page).',
    '',
    ...results.flatMap(section),
    'How it is measured: "shown" is the first DOM change after which the Unique Holders number and five Top Holders rows',
    "are in the page (a MutationObserver installed before the page's own scripts). The client-side way starts its download",
    'when the dashboard mounts, which is when the real dashboard starts its queries, and stops its clock when the numbers are',
    'computed, before rendering them, so it is measured slightly in its favour. GET /api/nft/holders is blocked during the',
    "client-side loads so it does not compete for the connection. The phone-like profile uses Chromium's DevTools network",
    'and CPU throttling; it shows what the 1.3 MB token list costs off localhost.',
    '',
  ].join('\n');
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, report);
  console.log(`\n${report}`);
  console.log(`written to ${path.relative(process.cwd(), args.out) || args.out}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
