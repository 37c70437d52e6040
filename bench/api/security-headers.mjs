#!/usr/bin/env node
/**
 * Per-request CPU of the security headers: helmet's middleware run on every request (what
 * koa-helmet did) against the header list computed once at start (what createApp does now).
 * Both set the same headers on a real http.ServerResponse. Run after `npx tsc -b`:
 *   node bench/api/security-headers.mjs   (BENCH_RUNS, default 5; medians)
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { Socket } from 'node:net';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { requireCompiled } from './compiled.mjs';
import { median } from './measure.mjs';

const helmet = createRequire(import.meta.url)('helmet');
const { API_HELMET_OPTIONS, helmetHeaders } = requireCompiled('services/core/dist/index.js');

const perRequest = helmet(API_HELMET_OPTIONS);
// koa-helmet 9's wrapper: helmet promisified, next() after it resolves.
const perRequestPromisified = promisify(perRequest);
const precomputed = helmetHeaders(API_HELMET_OPTIONS);
const req = new IncomingMessage(new Socket());

const next = async () => undefined;
const ways = {
  'helmet per request, as koa-helmet ran it (before)': (res) => perRequestPromisified(req, res).then(next),
  'helmet per request, synchronous': (res) => {
    perRequest(req, res, () => undefined);
    return next();
  },
  'computed once at start, set per request (now)': (res) => {
    for (const [name, value] of precomputed) res.setHeader(name, value);
    return next();
  },
};

async function microsPerRequest(middleware) {
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 300) {
    await middleware(new ServerResponse(req));
    calls++;
  }
  return ((performance.now() - started) / calls) * 1000;
}

const runs = Number(process.env.BENCH_RUNS ?? 5);
const results = {};
for (let i = 0; i < runs; i++) {
  for (const [name, way] of Object.entries(ways)) (results[name] ??= []).push(await microsPerRequest(way));
}
const baseline = await microsPerRequest(() => next());
for (const [name, values] of Object.entries(results))
  console.log(
    `${name}: ${median(values).toFixed(2)} µs per request (a bare ServerResponse alone: ${baseline.toFixed(2)} µs)`,
  );
