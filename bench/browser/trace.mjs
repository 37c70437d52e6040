#!/usr/bin/env node
/*
 * Where the main thread's time goes on one cold page load (the dashboard by default), from a
 * Chromium trace:
 *
 *   node bench/browser/trace.mjs [checkout] [--localhost] [--from MS] [--path /nft/7]
 *
 * Starts the checkout's own server (demo collection), loads the page (--path, / by default) once to
 * warm the server, then traces a second cold load (fresh context) under the mobile profile of
 * run.mjs, or unthrottled with --localhost. Prints, in time order from navigation start until the
 * last LCP candidate: every main-thread task over 15 ms with what it ran (script evaluation, React
 * work, style, layout, paint), when each file's last byte was handled, and the LCP candidates; then
 * the CPU samples from --from MS (default 0) until the LCP, summed by script and by function. This
 * is how the Suspense reveal throttle and the first Intl formatter showed up (BENCHMARKS.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMobileProfile, launchChromium, MOBILE_CONTEXT } from './mobile-profile.mjs';
import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
const TASK_PARTS = [
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];
const LONG_TASK_US = 15_000;

function parseArgs(argv) {
  const args = { checkout: ROOT, localhost: false, fromMs: 0, pagePath: '/' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--localhost') args.localhost = true;
    else if (argv[i] === '--from') args.fromMs = Number(argv[++i]);
    else if (argv[i] === '--path') args.pagePath = argv[++i];
    else if (argv[i].startsWith('--'))
      throw new Error(`unknown argument ${argv[i]} (use [checkout] [--localhost] [--from MS] [--path /nft/7])`);
    else args.checkout = path.resolve(argv[i]);
  }
  if (!Number.isFinite(args.fromMs)) throw new Error('--from needs a number of milliseconds');
  if (!args.pagePath?.startsWith('/')) throw new Error('--path needs a path from the root, such as /nft/7');
  return args;
}

async function load(browser, baseUrl, { localhost, trace, pagePath }) {
  const context = await browser.newContext(localhost ? {} : MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    if (!localhost) await applyMobileProfile(context, page);
    if (trace) await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'commit' });
    await page.waitForLoadState('networkidle');
    return trace ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : null;
  } finally {
    await context.close();
  }
}

const ms = (us) => (us / 1000).toFixed(0);
const shortUrl = (url, baseUrl) => (url ?? '').replace(baseUrl, '');

/** Self time of the sampled functions in [fromUs, toUs], by script and by function. */
function cpuSamples(events, thread, fromUs, toUs, baseUrl) {
  const nodes = new Map();
  const byScript = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  let at = null;
  for (const event of events) {
    if (event.pid !== thread.pid || (event.name !== 'Profile' && event.name !== 'ProfileChunk')) continue;
    if (event.name === 'Profile') {
      at = event.args.data.startTime;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i];
      if (at < fromUs || at > toUs) return;
      const frame = nodes.get(id)?.callFrame ?? {};
      const script = shortUrl(frame.url, baseUrl) || frame.functionName;
      const duration = timeDeltas[i + 1] ?? 0;
      add(byScript, script, duration);
      add(
        byFunction,
        `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`,
        duration,
      );
    });
  }
  return { byScript, byFunction };
}

function printTop(title, map, count) {
  console.log(title);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
}

function report(events, baseUrl, fromMs) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  if (!navigation || candidates.length === 0) throw new Error('the trace has no navigation start or no LCP candidate');
  const start = navigation.ts;
  const end = candidates.at(-1).ts;
  const onMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= start && e.ts <= end;
  const urls = new Map(
    events
      .filter((e) => e.name === 'ResourceSendRequest')
      .map((e) => [e.args.data.requestId, shortUrl(e.args.data.url, baseUrl)]),
  );
  const slices = events.filter((e) => e.ph === 'X' && onMain(e));
  const lines = [
    ...events
      .filter(
        (e) =>
          e.name === 'ResourceFinish' &&
          onMain(e) &&
          urls.has(e.args.data.requestId) &&
          !urls.get(e.args.data.requestId).startsWith('chrome'),
      )
      .map((e) => ({ ts: e.ts, text: `  last byte of ${urls.get(e.args.data.requestId)} handled` })),
    ...candidates.map((e) => ({ ts: e.ts, text: `  LCP candidate (${e.args.data.size} px²)` })),
    ...slices
      .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US)
      .map((task) => {
        const parts = slices
          .filter((e) => TASK_PARTS.includes(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 5000)
          .map((e) => `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url, baseUrl)}` : ''} ${ms(e.dur)}`);
        return { ts: task.ts, text: `task ${ms(task.dur)} ms: ${parts.slice(0, 6).join(' | ')}` };
      }),
  ];
  const busy = slices.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + e.dur, 0);
  console.log(`LCP ${ms(end - start)} ms; main thread busy ${ms(busy)} ms of it\n`);
  for (const line of lines.sort((a, b) => a.ts - b.ts)) console.log(`${ms(line.ts - start).padStart(6)} ${line.text}`);
  const { byScript, byFunction } = cpuSamples(events, navigation, start + fromMs * 1000, end, baseUrl);
  printTop(`\nCPU samples from ${fromMs} ms until the LCP, by script`, byScript, 20);
  printTop('\nby function', byFunction, 30);
}

const args = parseArgs(process.argv.slice(2));
const server = await startServer(args.checkout, 'trace');
const browser = await launchChromium();
try {
  const options = { localhost: args.localhost, pagePath: args.pagePath };
  await load(browser, server.baseUrl, { ...options, trace: false });
  report(await load(browser, server.baseUrl, { ...options, trace: true }), server.baseUrl, args.fromMs);
} finally {
  await browser.close();
  await server.stop();
}
