import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  connects,
  freePort,
  listeningAddresses,
  monitoredMetricNames,
  nonLoopbackAddresses,
  sampledSeriesNames,
  sampleValue,
  tempDir,
} from '@nacho/core/testing';

/**
 * The metrics of `npm start` (the built all-in-one process, embedded: SQLite, inline jobs): on
 * their own listener on 127.0.0.1, never on the site's port, and with every metric the alert rules
 * and the dashboard use once there has been some traffic.
 */
const MAIN = path.resolve(__dirname, '../dist/main.js');

/** Only with Redis: BullMQ queue counts and the Redis up-gauge (e2e-stack/metrics.stack.ts sees them on the stack). */
const NEEDS_REDIS = ['nacho_queue_jobs', 'nacho_redis_up'];

async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not answering yet
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('metrics of the all-in-one server (npm start)', () => {
  let child: ChildProcess;
  let site: string;
  let metricsPort: number;
  let metricsUrl: string;
  let output = '';
  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npx tsc -b" first (npm test does)`);
    const port = await freePort();
    metricsPort = await freePort();
    site = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    child = spawn(process.execPath, [MAIN], {
      cwd: tempDir(),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '',
        DATA_DIR: path.join(tempDir(), 'data'),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await eventually(
      async () => (await fetch(`${site}/readyz`)).ok,
      `the server to be ready (output: ${output.slice(-2000)})`,
      30_000,
    );
    // The demo collection's first sync runs at start; the sync metrics need one finished run.
    await eventually(
      async () => (sampleValue(await scrape(), 'nacho_sync_runs_total{outcome="synced"}') ?? 0) >= 1,
      'the first sync to finish',
      120_000,
    );
  }, 150_000);

  // A graceful stop (jobs, render threads, streams) took more than jest's default 5 s on a loaded machine.
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }, 30_000);

  it('listens for metrics on METRICS_PORT on 127.0.0.1 only, and says where', async () => {
    expect(output).toContain(`"url":"http://127.0.0.1:${metricsPort}/metrics"`);
    expect(await connects('127.0.0.1', metricsPort)).toBe(true);
    // The kernel's own record of the listener: its bound address, whatever addresses the machine has.
    expect(listeningAddresses(metricsPort)).toEqual(['127.0.0.1']);
    expect(listeningAddresses(Number(new URL(site).port))).not.toEqual(['127.0.0.1']);
    // And from outside: without another address to try, a connection check would pass whatever the binding.
    const others = nonLoopbackAddresses();
    expect(others).not.toEqual([]);
    for (const address of others) {
      // The site's port answers on that address (the check can tell), the metrics port does not.
      expect(await connects(address, Number(new URL(site).port))).toBe(true);
      expect(await connects(address, metricsPort)).toBe(false);
    }
  });

  it('answers /metrics on the site with 404, never the metrics', async () => {
    for (const p of ['/metrics', '/metrics/', '/metrics?format=prometheus', '/metrics/nft']) {
      const res = await fetch(`${site}${p}`);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toMatch(/nacho_|process_cpu|# HELP/);
    }
  });

  it('after some traffic, has every metric the alert rules and the dashboard use (but the Redis-only ones), with route patterns as labels', async () => {
    // Traffic: reads, an unknown path, a demo sign-in, a like accepted and one refused.
    expect((await fetch(`${site}/api/nft/collection`)).status).toBe(200);
    for (const id of [1, 2, 3]) expect((await fetch(`${site}/api/nft/nfts/${id}/detail`)).status).toBe(200);
    expect((await fetch(`${site}/api/nope/${Date.now()}`)).status).toBe(404);
    const json = { 'content-type': 'application/json', origin: site };
    const signIn = await fetch(`${site}/api/auth/dev/sign-in`, { method: 'POST', headers: json, body: '{}' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(
      (await fetch(`${site}/api/likes/nft/7`, { method: 'POST', headers: { ...json, cookie }, body: '{}' })).status,
    ).toBe(200);
    expect(
      (await fetch(`${site}/api/likes/nft/7`, { method: 'POST', headers: { ...json, cookie }, body: '{}' })).status,
    ).toBe(400);

    const text = await scrape();
    const sampled = sampledSeriesNames(text);
    const missing = monitoredMetricNames().filter((name) => !sampled.has(name) && !NEEDS_REDIS.includes(name));
    expect(missing).toEqual([]);

    expect(
      sampleValue(
        text,
        'nacho_http_request_duration_seconds_count{method="GET",route="/api/nft/nfts/:tokenId/detail",status="200"}',
      ),
    ).toBe(3);
    expect(text).not.toMatch(/route="\/api\/nft\/nfts\/\d/);
    expect(text).not.toMatch(/route="\/api\/nope/);
    expect(
      sampleValue(text, 'nacho_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'nacho_likes_total{outcome="accepted",reason="ok"}')).toBe(1);
    expect(sampleValue(text, 'nacho_likes_total{outcome="refused",reason="already_liked"}')).toBe(1);
    expect(sampleValue(text, 'nacho_sign_ins_total{method="demo",outcome="success"}')).toBe(1);
    expect(sampleValue(text, 'nacho_database_up')).toBe(1);
    expect(sampleValue(text, 'nacho_sync_tokens')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nacho_sync_last_success_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 300);
    expect(sampleValue(text, 'nacho_sync_interval_seconds')).toBe(600);
    expect(sampleValue(text, 'nacho_contest_months_awaiting_crowning')).toBe(0);
    expect(sampleValue(text, 'nacho_open_event_streams')).toBe(0);
    // Embedded mode has no Redis, so no Redis gauge rather than a misleading 0.
    expect(text).not.toMatch(/^nacho_redis_up/m);
  });
});
