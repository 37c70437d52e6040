#!/usr/bin/env node
/*
 * The first-visit and navigation goals of issue 14, in headless Chromium:
 *
 *   npm run bench:browser                       # this checkout
 *   node bench/browser/run.mjs --runs 7 --before /tmp/main-checkout   # and a build of main beside it
 *
 * Starts each checkout's own all-in-one server (demo collection, embedded mode) on a free port
 * and measures, median of --runs cold loads (fresh browser context each), alternating the
 * checkouts load by load so that both meet the same machine load:
 *
 * - localhost: navigation start until Collection Stats (Unique Holders) and the five Top
 *   Holders rows are filled; goal <= 500 ms;
 * - Lighthouse's mobile profile applied with the DevTools protocol (150 ms latency, 1.6 Mbit/s
 *   down, 750 kbit/s up, 4x CPU slowdown): Largest Contentful Paint <= 2.5 s and cumulative
 *   layout shift <= 0.1 (PerformanceObserver, buffered), and the time to data; a run in which
 *   Chromium reported no LCP entry shows "none" and is left out of the median;
 * - in-app navigation with a warm cache (the route's code and the pages visited once before):
 *   dashboard -> NFT page -> wallet page, from the click until the page's content; goal <= 150 ms;
 * - bytes on the wire (compressed, headers included) of the first dashboard visit.
 *
 * Prints every figure with its goal and whether it is met, and writes bench/results/browser.md.
 */
/* global document, window, MutationObserver, PopStateEvent */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMobileProfile, launchChromium, MOBILE_CONTEXT } from './mobile-profile.mjs';
import { benchArgs } from './bench-args.mjs';
import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const GOALS = {
  localhostData: { max: 500, unit: 'ms', label: 'dashboard with data, localhost, cold' },
  mobileLcp: { max: 2500, unit: 'ms', label: 'LCP, Lighthouse mobile profile, cold' },
  mobileCls: { max: 0.1, unit: '', label: 'CLS, Lighthouse mobile profile, cold' },
  mobileData: { unit: 'ms', label: 'dashboard with data, mobile profile, cold' },
  toNft: { max: 150, unit: 'ms', label: 'in-app: dashboard -> NFT page content, warm' },
  toWallet: { max: 150, unit: 'ms', label: 'in-app: NFT page -> wallet page content, warm' },
  wireBytes: { unit: 'KiB', label: 'bytes on the wire, first dashboard visit' },
  wireScripts: { unit: 'KiB', label: '  of which JS and CSS' },
  requests: { unit: '', label: 'requests, first dashboard visit' },
  holdersFetches: { unit: '', label: 'GET /api/nft/holders fetches (1: the preload is reused)' },
};

/** In the page from document start: marks when the dashboard, NFT and wallet content show; LCP and CLS. */
function instrumentPage() {
  const marks = {};
  window.__bench = { marks, lcp: null, cls: 0 };
  const conditions = {
    dashboard: () => {
      const holders = document.querySelector('[data-testid="unique-holders"]')?.textContent ?? '';
      return /\d/.test(holders) && document.querySelectorAll('[data-testid="top-holder-row"]').length >= 5;
    },
    nft: () =>
      /\d/.test(document.querySelector('[data-testid="nft-power"]')?.textContent ?? '') &&
      document.querySelector('[data-testid="owner-link"]') !== null,
    wallet: () =>
      document.querySelector('[data-testid="wallet-address"]') !== null &&
      document.querySelectorAll('[data-testid="nft-card"]').length > 0,
  };
  window.__benchExpect = (name) => {
    delete marks[name];
  };
  const check = () => {
    for (const [name, ready] of Object.entries(conditions))
      if (marks[name] === undefined && ready()) marks[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function newContext(browser, { mobile = false } = {}) {
  const context = await browser.newContext(mobile ? MOBILE_CONTEXT : { viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  if (mobile) await applyMobileProfile(context, page);
  return { context, page };
}

const waitForMark = (page, name, timeout = 60_000) =>
  page.waitForFunction((mark) => window.__bench.marks[mark] !== undefined, name, { timeout, polling: 'raf' });

/** Bytes received for the page so far: navigation and resource timing (same-origin, so transferSize is known). */
function wireBytes(page) {
  return page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const scripts = entries.filter((e) => /\.(m?js|css)(\?|$)/.test(new URL(e.name).pathname));
    const sum = (list) => list.reduce((total, e) => total + e.transferSize, 0);
    const holders = entries.filter((e) => new URL(e.name).pathname === '/api/nft/holders');
    return { total: sum(entries), scripts: sum(scripts), requests: entries.length, holdersFetches: holders.length };
  });
}

async function coldLocalhost(browser, baseUrl) {
  const { context, page } = await newContext(browser);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await waitForMark(page, 'dashboard');
    const localhostData = await page.evaluate(() => window.__bench.marks.dashboard);
    await page.waitForLoadState('networkidle');
    const bytes = await wireBytes(page);
    return {
      localhostData,
      wireBytes: bytes.total / 1024,
      wireScripts: bytes.scripts / 1024,
      requests: bytes.requests,
      holdersFetches: bytes.holdersFetches,
    };
  } finally {
    await context.close();
  }
}

async function coldMobile(browser, baseUrl) {
  const { context, page } = await newContext(browser, { mobile: true });
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await waitForMark(page, 'dashboard', 120_000);
    await page.waitForLoadState('networkidle');
    const { lcp, cls, marks } = await page.evaluate(() => window.__bench);
    return { mobileLcp: lcp, mobileCls: cls, mobileData: marks.dashboard };
  } finally {
    await context.close();
  }
}

/** Client-side navigation as a link click does it (React Router listens to popstate), timed in the page. */
async function navigateInApp(page, to, mark) {
  await page.evaluate(
    ([url, name]) => {
      window.__benchExpect(name);
      window.__benchStart = performance.now();
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    },
    [to, mark],
  );
  await waitForMark(page, mark);
  return page.evaluate((name) => window.__bench.marks[name] - window.__benchStart, mark);
}

async function warmNavigation(browser, baseUrl, route) {
  const { context, page } = await newContext(browser);
  try {
    // Warm-up visit of the three pages in this context: their code and data are in the HTTP cache.
    for (const [url, mark] of [
      ['/', 'dashboard'],
      [route.nft, 'nft'],
      [route.wallet, 'wallet'],
    ]) {
      await page.goto(`${baseUrl}${url}`);
      await waitForMark(page, mark);
    }
    await page.goto(`${baseUrl}/`);
    await waitForMark(page, 'dashboard');
    await page.waitForLoadState('networkidle');
    const toNft = await navigateInApp(page, route.nft, 'nft');
    const toWallet = await navigateInApp(page, route.wallet, 'wallet');
    return { toNft, toWallet };
  } finally {
    await context.close();
  }
}

/** Median of the runs that measured something: a run without an LCP entry records null. */
const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function format(key, value) {
  const { unit } = GOALS[key];
  if (value === null) return 'none';
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'KiB') return `${value.toFixed(1)} KiB`;
  if (key === 'requests' || key === 'holdersFetches') return String(Math.round(value));
  return value.toFixed(3);
}

const verdict = (key, value) =>
  GOALS[key].max === undefined ? '' : value === null ? 'not measured' : value <= GOALS[key].max ? 'met' : 'NOT met';
const goalText = (key) => (GOALS[key].max === undefined ? '(report)' : `<= ${format(key, GOALS[key].max)}`);

async function main() {
  const args = benchArgs(process.argv.slice(2), {
    runs: 5,
    out: 'browser.md',
    usage: '--runs N, --before DIR, --out FILE',
    more: { before: [null, (dir) => path.resolve(dir)] },
  });
  const checkouts = [{ label: 'after', root: ROOT }, ...(args.before ? [{ label: 'before', root: args.before }] : [])];
  const servers = [];
  const browser = await launchChromium();
  const loadBefore = os.loadavg();
  const samples = Object.fromEntries(
    checkouts.map(({ label }) => [label, Object.fromEntries(Object.keys(GOALS).map((key) => [key, []]))]),
  );
  try {
    for (const checkout of checkouts) {
      servers.push({ ...checkout, ...(await startServer(checkout.root, checkout.label)) });
      console.log(`${checkout.label}: ${checkout.root} on ${servers.at(-1).baseUrl}`);
    }
    // Pages for the navigation: the top holder's wallet and one of its NFTs (the same data on every server).
    const holders = (await (await fetch(`${servers[0].baseUrl}/api/nft/holders`)).json()).result;
    const wallet = holders.topHolders[0].address;
    const walletPage = (
      await (
        await fetch(`${servers[0].baseUrl}/api/nft/wallets/${encodeURIComponent(wallet)}?page=1&pageSize=1`)
      ).json()
    ).result;
    const tokenId = (walletPage.items ?? walletPage.nfts ?? walletPage.tokens)[0].tokenId;
    const route = { nft: `/nft/${tokenId}`, wallet: `/wallet/${wallet}` };

    for (const server of servers) {
      // Unmeasured: the server reads its files and fills its reply caches once.
      await coldLocalhost(browser, server.baseUrl);
    }
    for (let run = 0; run < args.runs; run += 1) {
      const order = run % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const results = {
          ...(await coldLocalhost(browser, server.baseUrl)),
          ...(await coldMobile(browser, server.baseUrl)),
          ...(await warmNavigation(browser, server.baseUrl, route)),
        };
        for (const [key, value] of Object.entries(results)) samples[server.label][key].push(value);
        console.log(
          `run ${run + 1}/${args.runs} ${server.label}: ${Object.entries(results)
            .map(([key, value]) => `${key} ${format(key, value)}`)
            .join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  const loadAfter = os.loadavg();

  const labels = checkouts.map(({ label }) => label);
  const lines = [
    '# Browser: first visit and navigation (issue 14)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`node bench/browser/run.mjs --runs ${args.runs}${args.before ? ' --before <checkout of main>' : ''}\`;`,
    `median of ${args.runs} cold loads per checkout, alternating; headless Chromium ${browser.version()}, ${os.cpus().length} cores, Node ${process.version}.`,
    `Load average (1/5/15 min) ${loadBefore.map((v) => v.toFixed(1)).join('/')} before, ${loadAfter.map((v) => v.toFixed(1)).join('/')} after.`,
    '',
    `| measure | goal | ${labels.map((label) => `${label} (median)`).join(' | ')} | ${labels.map((label) => `${label}: met?`).join(' | ')} | runs (${labels[0]}) |`,
    `|---|---|${labels.map(() => '---:|').join('')}${labels.map(() => '---|').join('')}---|`,
  ];
  for (const key of Object.keys(GOALS)) {
    const medians = labels.map((label) => median(samples[label][key]));
    lines.push(
      `| ${GOALS[key].label} | ${goalText(key)} | ${medians.map((value) => format(key, value)).join(' | ')} | ${medians.map((value) => verdict(key, value) || '-').join(' | ')} | ${samples[labels[0]][key].map((value) => format(key, value)).join(', ')} |`,
    );
  }
  const report = `${lines.join('\n')}\n`;
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, report);
  console.log(`\n${report}\nwritten to ${path.relative(process.cwd(), args.out)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
