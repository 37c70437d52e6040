#!/usr/bin/env node
/*
 * The request waterfall of one cold page load under the mobile profile of run.mjs (150 ms
 * latency, 1.6 Mbit/s down, 4x CPU), to see which files hold up the first paint:
 *
 *   node bench/browser/waterfall.mjs [checkout] [--paths /,/nft/7,...]   # default: this checkout (built), /
 *
 * Starts the checkout's own server (demo collection), loads each path once to warm the server, then
 * prints the HTML's arrival and the first script request, and every request of a second cold load
 * (fresh context), ordered by when it finished:
 * queued, first byte and last byte in ms from navigation start, bytes on the wire, Chromium's
 * initial priority and the path; then the LCP candidates and the paint timings.
 */
/* global window */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMobileProfile, launchChromium, MOBILE_CONTEXT } from './mobile-profile.mjs';
import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function recordLcp() {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__lcp.push({
        ms: Math.round(e.startTime),
        element: e.element?.tagName,
        text: (e.element?.textContent ?? '').slice(0, 40),
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function coldLoad(browser, baseUrl, pagePath) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(recordLcp);
    const page = await context.newPage();
    const cdp = await applyMobileProfile(context, page);
    const priorities = new Map();
    cdp.on('Network.requestWillBeSent', (e) => priorities.set(e.request.url, e.request.initialPriority));
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'commit' });
    await page.waitForLoadState('networkidle');
    const requests = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        url: e.name,
        queued: Math.round(e.startTime),
        firstByte: Math.round(e.responseStart),
        lastByte: Math.round(e.responseEnd),
        bytes: e.transferSize,
      })),
    );
    const lcp = await page.evaluate(() => window.__lcp);
    const paints = await page.evaluate(() =>
      performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)} ms`),
    );
    return { requests: requests.map((r) => ({ ...r, priority: priorities.get(r.url) ?? '' })), lcp, paints };
  } finally {
    await context.close();
  }
}

let checkout = ROOT;
let paths = ['/'];
for (let i = 2; i < process.argv.length; i += 1) {
  if (process.argv[i] === '--paths') paths = process.argv[++i].split(',');
  else if (process.argv[i].startsWith('--'))
    throw new Error(`unknown argument ${process.argv[i]} (use [checkout] [--paths /,/nft/7])`);
  else checkout = path.resolve(process.argv[i]);
}
const server = await startServer(checkout, 'waterfall');
const browser = await launchChromium();
try {
  for (const pagePath of paths) {
    await coldLoad(browser, server.baseUrl, pagePath);
    const { requests, lcp, paints } = await coldLoad(browser, server.baseUrl, pagePath);
    const html = requests.find((r) => r.url === `${server.baseUrl}${pagePath}`);
    const scripts = requests.filter((r) => /\.js(\?|$)/.test(r.url));
    const firstScript = Math.min(...scripts.map((r) => r.queued));
    console.log(
      `\n${pagePath}: HTML first byte ${html?.firstByte} ms, last byte ${html?.lastByte} ms, ${html?.bytes} bytes; first script request at ${firstScript} ms (${firstScript - (html?.firstByte ?? 0)} ms after the HTML's first byte); ${scripts.length} scripts, the last one's last byte at ${Math.max(...scripts.map((r) => r.lastByte))} ms`,
    );
    console.log(
      `${'queued'.padStart(6)} ${'first'.padStart(6)} ${'last'.padStart(6)} ${'bytes'.padStart(7)} priority path`,
    );
    for (const r of requests.sort((a, b) => a.lastByte - b.lastByte)) {
      console.log(
        `${String(r.queued).padStart(6)} ${String(r.firstByte).padStart(6)} ${String(r.lastByte).padStart(6)} ${String(r.bytes).padStart(7)} ${r.priority.padEnd(8)} ${r.url.replace(server.baseUrl, '')}`,
      );
    }
    for (const c of lcp) console.log(`LCP candidate at ${c.ms} ms: <${c.element}> "${c.text}"`);
    console.log(paints.join(', '));
  }
} finally {
  await browser.close();
  await server.stop();
}
