/*
 * One cold page load in Chromium and what it saw (the benchmarks of issue 37): when the page's data
 * showed, when it answered input, its LCP and CLS; and the helpers the first-view benchmarks share.
 */
/* global document, window, MutationObserver */
import { get as httpGet } from 'node:http';
import os from 'node:os';
import { applyMobileProfile, MOBILE_CONTEXT } from './mobile-profile.mjs';

/** In the page from document start: when the page's data shows (window.__firstView.ready), LCP and CLS. */
export function instrumentPage() {
  const state = { ready: null, interactive: null, lcp: null, cls: 0 };
  window.__firstView = state;
  const count = (selector) => document.querySelectorAll(selector).length;
  const text = () => document.querySelector('main')?.textContent ?? '';
  const conditions = {
    dashboard: () =>
      /\d/.test(document.querySelector('[data-testid="unique-holders"]')?.textContent ?? '') &&
      count('[data-testid="top-holder-row"]') >= 5,
    nft: () =>
      /\d/.test(document.querySelector('[data-testid="nft-power"]')?.textContent ?? '') &&
      count('[data-testid="owner-link"]') > 0,
    wallet: () => count('[data-testid="wallet-address"]') > 0 && count('[data-testid="nft-card"]') > 0,
    traits: () => count('[data-testid="trait-type-row"]') >= 5,
    holders: () => count('main a[href^="/wallet/"]') >= 10,
    hallOfFame: () => count('[role="timer"]') > 0 && /No NFTs have received|likes?\b/.test(text()),
    month: () => count('[data-testid="month-state"]') > 0,
    rankings: () => /No NFTs found|No NFTs have|#\d+/.test(text()) && count('[data-slot="skeleton"]') === 0,
    // Issue 38: the feed's first page, and the NFT page's History timeline.
    activity: () => count('[data-testid="activity-row"]') >= 10,
    nftHistory: () => count('[data-testid="history-item"]') > 0,
  };
  const check = () => {
    const wanted = document.documentElement.dataset.benchPage ?? window.__benchPage;
    if (state.ready === null && wanted && conditions[wanted]?.()) state.ready = performance.now();
    // The page answers input: hydrated or rendered (shell/src/use-app-ready.ts).
    if (state.interactive === null && document.documentElement?.dataset.appReady) state.interactive = performance.now();
  };
  // No <html> element yet when this runs: its data-app-ready is seen through the document's subtree.
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-app-ready'],
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The machine in a results file's first line: when, how many cores, and its load average (1, 5, 15 min) now. */
export const machineNow = () =>
  `${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAverage(os.loadavg())}`;

/** Load averages as the results files print them. */
export const loadAverage = (values) => values.map((l) => l.toFixed(1)).join(' ');

/** A new random order of the ways for each run: no way always follows the same one. */
export const shuffled = (list) =>
  list
    .map((item) => [Math.random(), item])
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Waits until the page's own work is over: hydrated (or no scripts to run, as the static copy) and no
 * request in flight for 100 ms (an open event stream aside), at most 5 s. A load's tail (its
 * hydration, its lazy images, the server answering them) would otherwise land on the next load, and
 * fall on whichever way happens to follow it: the ways' tails differ (the static copy has no scripts).
 */
async function settle(page, inFlight) {
  await page
    .waitForFunction(() => window.__firstView?.interactive !== null || !document.querySelector('script[src]'), null, {
      timeout: 5000,
    })
    .catch(() => {});
  const until = performance.now() + 5000;
  let quietSince = performance.now();
  while (performance.now() < until) {
    if (inFlight.size) quietSince = performance.now();
    else if (performance.now() - quietSince >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One cold load of `url` until the page's data shows: ms since navigation start, LCP, CLS. */
export async function coldLoad(browser, url, pageKind, { mobile = false } = {}) {
  const context = await browser.newContext(mobile ? MOBILE_CONTEXT : { viewport: { width: 1280, height: 900 } });
  await context.addInitScript(`window.__benchPage = ${JSON.stringify(pageKind)};`);
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const inFlight = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (request) => inFlight.delete(request));
  // A file the page could not use (a body it could not decode, a host that failed) would flatter its way.
  const failed = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'eventsource') failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  if (mobile) await applyMobileProfile(context, page);
  try {
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const firstView = response?.headers()['x-first-view'] ?? null;
    await page.waitForFunction(() => window.__firstView?.ready !== null, null, { timeout: 120_000, polling: 'raf' });
    if (mobile) {
      await page.waitForFunction(() => window.__firstView?.interactive !== null, null, { timeout: 120_000 });
      await page.waitForLoadState('networkidle');
    }
    const state = await page.evaluate(() => ({
      ...window.__firstView,
      responseStart: performance.getEntriesByType('navigation')[0]?.responseStart ?? null,
    }));
    await settle(page, inFlight);
    if (failed.length) throw new Error(`${url}: ${failed.length} request(s) failed: ${failed.join('; ')}`);
    return { ...state, firstView };
  } finally {
    await context.close();
  }
}

/** Hop-by-hop headers: they describe one connection, not the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Sends a GET on to `url` and its answer back as it came, streamed: an event stream goes on for as long
 * as the browser keeps it, and closing either side closes the other (an upstream left open would
 * hold a connection on the server for the rest of the run). The body is not decoded: fetch() would
 * decode a gzip or brotli body and the plain host, passing on the Content-Encoding, would send bytes
 * the browser cannot use (the static copy's NFT images and the server HTML's scripts were broken that
 * way until the sixteenth session). `headerNames`: the answer's headers passed on (default: all);
 * `keep(answer)`: gets a whole 200 answer's headers and bytes.
 */
export function passOn(url, requestHeaders, res, { headerNames, keep } = {}) {
  let ended = false;
  const upstream = httpGet(url, { headers: requestHeaders }, (answer) => {
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (headerNames ? headerNames.includes(name) : !HOP_BY_HOP.has(name)) headers[name] = value;
    res.writeHead(answer.statusCode, headers);
    const chunks = [];
    answer.on('data', (chunk) => {
      if (keep) chunks.push(chunk);
      res.write(chunk);
    });
    answer.on('end', () => {
      ended = true;
      res.end();
      if (keep && answer.statusCode === 200) keep({ headers, body: Buffer.concat(chunks) });
    });
    answer.on('error', () => res.destroy());
  });
  upstream.setTimeout(30_000, () => upstream.destroy(new Error(`GET ${url}: no answer in 30 s`)));
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  // Only an answer still coming: a finished one's socket may already serve the next request.
  res.on('close', () => ended || upstream.destroy());
}
