import Router from '@koa/router';
import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db';
import { badRequest } from '../http/errors';
import { createLogger } from '../logger';
import { Redis } from 'ioredis';
import { createRedis } from '../redis';
import { startService } from '../start-service/start-service';
import { sampleValue, serveTestApp, testConfig, type TestApp } from '../testing';
import { describeWithRedis, TEST_REDIS_URL } from '../testing/services';
import { checkDatabaseOnScrape, checkRedisOnScrape } from './dependency-checks';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { countLikes, countSignIns } from './outcome-counters';
import { PassThrough } from 'node:stream';
import {
  eventStreamClosed,
  eventStreamOpened,
  metricsRegistry,
  onScrape,
  scrapeMetrics,
  SCRAPE_HOOK_TIMEOUT_MS,
  trackEventStream,
} from './registry';

describe('METRICS_PORT and METRICS_HOST', () => {
  it('default to 9464 on 127.0.0.1; 0 and "off" turn the listener off; anything else names the variable', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9500', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9500,
      metricsHost: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBeNull();
    expect(loadConfig({ METRICS_PORT: 'off' }).metricsPort).toBeNull();
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_HOST: 'example.com' })).toThrow(/METRICS_HOST/);
  });
});

describe('HTTP request metrics and the outcome counters', () => {
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    const router = new Router({ prefix: '/api/metrics-test' });
    router.get('/items/:itemId', (ctx) => {
      ctx.body = { id: ctx.params.itemId };
    });
    router.get('/boom', () => {
      throw new Error('boom');
    });
    router.post('/like/:id', countLikes(), (ctx) => {
      if (ctx.params.id === '2') throw badRequest('already', 'already_liked');
      if (ctx.params.id === '3') {
        ctx.status = 429;
        ctx.body = { error: { code: 'daily_limit_reached', message: 'no more today' } };
        return;
      }
      ctx.body = { ok: true };
    });
    router.post('/sign-in', countSignIns('metrics_test'), (ctx) => {
      if (ctx.get('x-refuse')) throw Object.assign(badRequest('no', 'invalid_signature'), { status: 401 });
      ctx.body = { ok: true };
    });
    app = await serveTestApp({ routers: [router] });
    base = app.base;
  });

  afterAll(() => app.close());

  it('labels requests by the route pattern, never the raw URL, and all unknown paths as one "unmatched"', async () => {
    for (const id of ['1', '22', 'abc']) expect((await fetch(`${base}/api/metrics-test/items/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/api/metrics-test/boom`)).status).toBe(500);
    for (const path of ['/nope-1', '/nope-2/deeper', '/api/metrics-test/items'])
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    const text = await scrapeMetrics();
    expect(
      sampleValue(
        text,
        'nacho_http_request_duration_seconds_count{method="GET",route="/api/metrics-test/items/:itemId",status="200"}',
      ),
    ).toBe(3);
    expect(
      sampleValue(
        text,
        'nacho_http_request_duration_seconds_count{method="GET",route="/api/metrics-test/boom",status="500"}',
      ),
    ).toBe(1);
    expect(
      sampleValue(text, 'nacho_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/route="\/api\/metrics-test\/items\/(1|22|abc)"/);
    expect(text).not.toMatch(/nope-/);
  });

  it('answers /metrics on the app port with 404, never the metrics', async () => {
    for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/nacho_|process_cpu/);
    }
  });

  it('counts likes accepted and refused by reason, thrown or answered, and sign-ins by method and outcome', async () => {
    const before = await scrapeMetrics();
    const likes = (series: string, text: string) => sampleValue(text, `nacho_likes_total{${series}}`) ?? 0;
    for (const id of ['1', '1', '2', '3'])
      await fetch(`${base}/api/metrics-test/like/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: '{}',
      });
    await fetch(`${base}/api/metrics-test/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    await fetch(`${base}/api/metrics-test/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-refuse': '1' },
      body: '{}',
    });
    const after = await scrapeMetrics();
    expect(likes('outcome="accepted",reason="ok"', after) - likes('outcome="accepted",reason="ok"', before)).toBe(2);
    expect(
      likes('outcome="refused",reason="already_liked"', after) -
        likes('outcome="refused",reason="already_liked"', before),
    ).toBe(1);
    expect(
      likes('outcome="refused",reason="daily_limit_reached"', after) -
        likes('outcome="refused",reason="daily_limit_reached"', before),
    ).toBe(1);
    expect(sampleValue(after, 'nacho_sign_ins_total{method="metrics_test",outcome="success"}')).toBe(1);
    expect(sampleValue(after, 'nacho_sign_ins_total{method="metrics_test",outcome="invalid_signature"}')).toBe(1);
  });
});

describe('the metrics listener', () => {
  let metrics: MetricsServer;
  beforeAll(async () => {
    metrics = await startMetricsServer({ host: '127.0.0.1', port: 0, logger: createLogger(testConfig()) });
  });
  afterAll(() => metrics.close());

  it('serves the registry at /metrics on 127.0.0.1 only, and 404 for every other path', async () => {
    expect(metrics.server.address()).toMatchObject({ address: '127.0.0.1' });
    const res = await fetch(metrics.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(metricsRegistry.contentType);
    const text = await res.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^# TYPE nacho_http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^nacho_open_event_streams 0$/m);
    for (const path of ['/', '/metricsx', '/api/nft/collection'])
      expect((await fetch(`http://127.0.0.1:${metrics.port}${path}`)).status).toBe(404);
  });
});

describe('nacho_open_event_streams', () => {
  it('counts streams opened and closed, by hand or tracked until the stream closes (once)', async () => {
    const open = async () => sampleValue(await scrapeMetrics(), 'nacho_open_event_streams');
    const start = (await open())!;
    eventStreamOpened();
    eventStreamOpened();
    expect(await open()).toBe(start + 2);
    eventStreamClosed();
    eventStreamClosed();
    const stream = new PassThrough();
    trackEventStream(stream);
    expect(await open()).toBe(start + 1);
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    stream.emit('close');
    expect(await open()).toBe(start);
  });
});

describe('scrape hooks and the up-gauges', () => {
  it('a hook that does not answer holds a scrape up for SCRAPE_HOOK_TIMEOUT_MS at most', async () => {
    const stop = onScrape(() => new Promise(() => undefined));
    try {
      const started = Date.now();
      await scrapeMetrics();
      expect(Date.now() - started).toBeLessThan(SCRAPE_HOOK_TIMEOUT_MS + 1_000);
    } finally {
      stop();
    }
  });

  it('nacho_database_up is 1 while the database answers and 0 once it is gone', async () => {
    const db = createDb(testConfig());
    const stop = checkDatabaseOnScrape(db);
    try {
      expect(sampleValue(await scrapeMetrics(), 'nacho_database_up')).toBe(1);
      await db.destroy();
      expect(sampleValue(await scrapeMetrics(), 'nacho_database_up')).toBe(0);
    } finally {
      stop();
    }
  });
});

describeWithRedis('nacho_redis_up', () => {
  it('is 1 while Redis answers and 0 while the client is not connected', async () => {
    const redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
    await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
    let stop = checkRedisOnScrape(redis);
    try {
      expect(sampleValue(await scrapeMetrics(), 'nacho_redis_up')).toBe(1);
    } finally {
      stop();
      await redis.quit();
    }
    // A client that never connected (or lost its connection) counts as down without waiting for a PING.
    const notConnected = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    stop = checkRedisOnScrape(notConnected);
    try {
      expect(sampleValue(await scrapeMetrics(), 'nacho_redis_up')).toBe(0);
    } finally {
      stop();
      notConnected.disconnect();
    }
  });
});

describe('startService and the metrics listener', () => {
  it('opens the listener on 127.0.0.1 beside the service (also without HTTP), and closes it on stop', async () => {
    const running = await startService({
      name: 'metrics-test',
      config: testConfig(),
      http: false,
      metricsPort: 0,
      build: () => ({}),
    });
    const url = running.metrics!.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(sampleValue(await (await fetch(url)).text(), 'nacho_database_up')).toBe(1);
    await running.stop();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('starts without a metrics listener when the metrics port is taken (the service matters more)', async () => {
    const taken = await startMetricsServer({ host: '127.0.0.1', port: 0, logger: createLogger(testConfig()) });
    try {
      const running = await startService({
        name: 'metrics-test',
        config: testConfig(),
        http: false,
        metricsPort: taken.port,
        build: () => ({}),
      });
      expect(running.metrics).toBeUndefined();
      await running.stop();
    } finally {
      await taken.close();
    }
  });

  it('opens no listener with METRICS_PORT=off', async () => {
    const running = await startService({
      name: 'metrics-test',
      config: testConfig({ METRICS_PORT: 'off' }),
      http: false,
      build: () => ({}),
    });
    expect(running.metrics).toBeUndefined();
    await running.stop();
  });
});
