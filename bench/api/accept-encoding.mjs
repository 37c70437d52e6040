#!/usr/bin/env node
/**
 * CPU cost of reading one Accept-Encoding header: the hand-written regular expression the nft
 * service used before (kept here only to measure it) against Koa's negotiator, on an ordinary
 * header and on the pathological one (16 k spaces) that made the old one backtrack.
 * Run: node bench/api/accept-encoding.mjs  (BENCH_RUNS, default 5; medians)
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { median } from './measure.mjs';

const require = createRequire(import.meta.url);
const accepts = require('accepts');

function oldAcceptsGzip(header) {
  const match = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?=,|$)/i.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}
const negotiatorAcceptsGzip = (header) =>
  accepts({ headers: { 'accept-encoding': header } }).encodings('gzip', 'identity') === 'gzip';

const HEADERS = {
  'gzip, deflate, br (a browser)': 'gzip, deflate, br',
  'gzip + 16,000 spaces + x (pathological)': `gzip${' '.repeat(16_000)}x`,
};
const runs = Number(process.env.BENCH_RUNS ?? 5);

function timePerCall(fn, header) {
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 300) {
    fn(header);
    calls++;
  }
  return (performance.now() - started) / calls;
}

for (const [name, header] of Object.entries(HEADERS)) {
  const before = median(Array.from({ length: runs }, () => timePerCall(oldAcceptsGzip, header)));
  const after = median(Array.from({ length: runs }, () => timePerCall(negotiatorAcceptsGzip, header)));
  console.log(
    `${name}: hand-written regex ${before.toFixed(4)} ms/call, negotiator ${after.toFixed(4)} ms/call (${(before / after).toFixed(1)}x)`,
  );
}
