#!/usr/bin/env node
/**
 * Issue 40's in-page verifier in Chromium: the month report's check (mfe-contest's standalone
 * worker, dist/workers/verify-month.js, as the page starts it) on a month of BENCH_SEAL_LIKES
 * (1,000,000) likes, goal <= 10 s without freezing the page. The month is made here (10,000
 * voters, half with a wallet address, as bench/seals/run.mjs seeds them), sealed with a test key,
 * and served with the worker from one local origin to a page that does what the month page does:
 * start the worker, send it the export's and the seal file's URLs, wait for its answer.
 * On the page meanwhile: the longest task (PerformanceObserver longtask), and the worst delay of a
 * 16 ms timer and of key presses typed into a text field every 100 ms (input responsiveness).
 * BENCH_RUNS runs (3), median. Also one run of the same check on the page's thread (the fallback),
 * for comparison. Needs `npx tsc -b` and `node scripts/build-frontends.mjs`.
 *
 *   nice node bench/seals/page.mjs
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  createWriteStream,
  readdirSync,
  readFileSync,
  writeFileSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { requireCompiled, root } from '../api/compiled.mjs';
import { median } from '../api/measure.mjs';

const require = createRequire(import.meta.url);
const { launchChromium } = require('../../scripts/chromium.cjs');
const { ed25519 } = require('@noble/curves/ed25519');
const { rowLine, sealText, rootOf, toHex, keyIdOf, textHash } = requireCompiled('packages/verify/dist/index.js');
const { nodeHasher } = requireCompiled('packages/verify/dist/node-hasher.js');

const LIKES = Number(process.env.BENCH_SEAL_LIKES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const workerFile = path.join(root, 'mfe-contest', 'dist', 'workers', 'verify-month.js');
if (!existsSync(workerFile)) {
  console.error('Missing mfe-contest/dist/workers/verify-month.js: build with "node scripts/build-frontends.mjs".');
  process.exit(2);
}

/** The month's likes.json and seal.json, made once per size and kept in the temp folder. */
async function sealedMonth() {
  const dir = path.join(os.tmpdir(), `bench-seals-page-${LIKES}`);
  const likesFile = path.join(dir, 'likes.json');
  const sealFile = path.join(dir, 'seal.json');
  if (existsSync(sealFile)) return { likesFile, sealFile };
  mkdirSync(dir, { recursive: true });
  const OCT_1 = Date.UTC(2026, 8, 30, 22);
  const out = createWriteStream(likesFile);
  const leaves = new Array(LIKES);
  out.write('[');
  for (let i = 0; i < LIKES; i++) {
    const voter =
      i % 2 === 0
        ? `kaspa:qq${String(i % 10_000).padStart(60, '0')}`
        : `voter-${(i % 10_000).toString(16).padStart(16, '0')}`;
    const row = {
      likeId: i + 1,
      tokenId: 1 + ((i * 7919 + Math.floor(i / 10_000)) % 10_000),
      voter,
      likedAt: new Date(OCT_1 + Math.floor((i * 2_592_000_000) / LIKES)).toISOString(),
      removedByModerator: i % 5000 === 0,
    };
    leaves[i] = nodeHasher.leaf(rowLine(row));
    if (!out.write(`${i ? ',' : ''}${JSON.stringify(row)}`)) await once(out, 'drain');
  }
  out.end(']');
  await once(out, 'finish');
  const secret = new Uint8Array(32).fill(7);
  const publicKey = ed25519.getPublicKey(secret);
  const keyId = keyIdOf(publicKey);
  const statement = {
    month: '2026-10',
    sequence: 1,
    likes: LIKES,
    standingLikes: LIKES - Math.ceil(LIKES / 5000),
    root: toHex(rootOf(leaves, nodeHasher)),
    winner: null,
    sealedAt: '2026-11-01T00:00:00.000Z',
    previous: null,
    reason: 'bench',
    keyId,
  };
  const text = sealText(statement);
  const seal = {
    ...statement,
    id: textHash(text),
    signature: toHex(ed25519.sign(new TextEncoder().encode(text), secret)),
  };
  const keys = [{ keyId, algorithm: 'Ed25519', publicKey: toHex(publicKey), validFrom: null, validUntil: null }];
  writeFileSync(sealFile, JSON.stringify({ month: '2026-10', seals: [seal], keys }));
  return { likesFile, sealFile };
}

/** The page: starts the check in the worker (or, with ?thread=page, runs the worker's script on its own thread). */
const PAGE = `<!doctype html><meta charset="utf-8"><title>verify</title><input id="typing" aria-label="typing">
<script src="/probe.js"></script>`;
const PROBE = `
const probe = { longest: 0, timerLate: 0, keyLate: 0 };
new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.longest = Math.max(probe.longest, e.duration); })
  .observe({ type: 'longtask', buffered: true });
let last = performance.now();
setInterval(() => { const now = performance.now(); probe.timerLate = Math.max(probe.timerLate, now - last - 16); last = now; }, 16);
document.getElementById('typing').addEventListener('keydown', (e) => {
  probe.keyLate = Math.max(probe.keyLate, performance.now() - e.timeStamp);
});
window.runCheck = (onThePage) => new Promise((resolve, reject) => {
  const request = { likesUrl: location.origin + '/likes.json', sealUrl: location.origin + '/seal.json', receipts: [] };
  const t0 = performance.now();
  const done = (data) => {
    const ms = performance.now() - t0;
    // The longtask entry of a task is delivered after it: read the probe a moment later.
    setTimeout(() => resolve({ ms, data, ...probe }), 250);
  };
  if (!onThePage) {
    const worker = new Worker('/workers/verify-month.js');
    worker.onmessage = (e) => { worker.terminate(); done(e.data); };
    worker.onerror = (e) => reject(new Error(e.message));
    worker.postMessage(request);
    return;
  }
  // The worker's script on this thread: it sets self.onmessage and answers with self.postMessage.
  const script = document.createElement('script');
  script.src = '/workers/verify-month.js';
  script.onload = () => {
    const onmessage = self.onmessage;
    self.onmessage = null;
    self.postMessage = (data) => done(data);
    onmessage({ data: request });
  };
  document.body.append(script);
});`;

/**
 * CPU seconds used so far by this process's descendants (Chromium's processes; Linux /proc, 100
 * ticks a second). On a loaded machine the wall time mostly waits for a core; the CPU time is what
 * the check costs.
 */
function chromiumCpuSeconds() {
  const stats = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.push({ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!mine.has(s.pid) && mine.has(s.ppid)) {
        mine.add(s.pid);
        total += s.ticks;
        grew = true;
      }
  }
  return total / 100;
}

async function serve(files) {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname;
    if (name === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (name === '/probe.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PROBE);
    const file = files[name];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json',
      'content-length': statSync(file).size,
    });
    createReadStream(file).pipe(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const t0 = performance.now();
const { likesFile, sealFile } = await sealedMonth();
console.error(`month of ${LIKES} likes ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const server = await serve({
  '/likes.json': likesFile,
  '/seal.json': sealFile,
  '/workers/verify-month.js': workerFile,
});
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

async function run(onThePage) {
  const page = await browser.newPage();
  await page.goto(origin);
  const typing = page.locator('#typing');
  await typing.focus();
  let checking = true;
  const typist = (async () => {
    while (checking) {
      await page.keyboard.press('a').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const cpu0 = chromiumCpuSeconds();
  const result = await page.evaluate((p) => globalThis.runCheck(p), onThePage);
  result.cpu = chromiumCpuSeconds() - cpu0;
  checking = false;
  await typist;
  await page.close();
  if (!result.data.summary) throw new Error(`the check failed: ${result.data.error}`);
  if (!result.data.summary.ok) throw new Error(`the check did not verify: ${result.data.summary.problems.join('; ')}`);
  return result;
}

try {
  const worker = [];
  for (let i = 0; i < RUNS; i++) {
    worker.push(await run(false));
    console.error(`worker run ${i + 1}: ${JSON.stringify({ ...worker[i], data: undefined })}`);
  }
  const page = await run(true);
  console.error(`page-thread run: ${JSON.stringify({ ...page, data: undefined })}`);
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const worst = (key) => Math.max(...worker.map((r) => r[key]));
  console.log(`| ${LIKES.toLocaleString('en')} likes in Chromium | result |`);
  console.log('| --- | --- |');
  console.log(
    `| check in the Web Worker (median of ${RUNS}) | ${s(median(worker.map((r) => r.ms)))} (${worker.map((r) => s(r.ms)).join(', ')}) |`,
  );
  console.log(`| page's longest task during it (worst run) | ${Math.round(worst('longest'))} ms |`);
  console.log(
    `| a 16 ms timer's worst delay / a key press's worst delay (worst run) | ${Math.round(worst('timerLate'))} ms / ${Math.round(worst('keyLate'))} ms |`,
  );
  console.log(
    `| the same check on the page's thread (the fallback, 1 run) | ${s(page.ms)} (CPU ${s(1000 * page.cpu)}), longest task ${s(page.longest)} |`,
  );
} finally {
  await browser.close();
  server.close();
}
