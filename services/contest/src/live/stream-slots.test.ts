import { randomUUID } from 'node:crypto';
import { createLogger, createRedis, type Redis } from '@nacho/core';
import {
  describeWithRedis,
  jsonOf,
  serveTestApp,
  TEST_REDIS_URL,
  testConfig,
  testRedisForSuite,
  type TestApp,
} from '@nacho/core/testing';
import { createContestLive, type ContestLive } from './contest-live';
import { createLiveStreamRouter, LIVE_STREAM_PATH } from './stream-routes';
import { createStreamSlots } from './stream-slots';
import { openSse, type SseReader } from './testing/sse-reader';

const logger = createLogger(testConfig());

/** The stream route alone behind the shared app (TRUST_PROXY: each test names its client's address). */
async function streamApp(live: ContestLive): Promise<TestApp> {
  return serveTestApp({
    config: testConfig({ TRUST_PROXY: 'true' }),
    routers: [createLiveStreamRouter(live.hub, live.slots)],
  });
}

/** Opens a stream from `ip`; an open one is waited for until its hello. */
async function open(base: string, ip: string): Promise<SseReader> {
  const stream = await openSse(`${base}${LIVE_STREAM_PATH}`, { 'x-forwarded-for': ip });
  if (stream.status === 200) await stream.next((f) => f.event === 'hello');
  return stream;
}

const statusesOf = (streams: SseReader[]) => streams.map((s) => s.status).sort();
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** Waits until `check` holds (a closed stream is given back when the server sees the connection end). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('event streams per address, in one process (no Redis)', () => {
  let live: ContestLive;
  let app: TestApp;
  const streams: SseReader[] = [];
  beforeAll(async () => {
    live = createContestLive({ logger, streamsPerIp: 3 });
    app = await streamApp(live);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await live.close();
    await app.close();
  });

  it('answers 429 with Retry-After and the JSON error past the cap; other addresses are not affected', async () => {
    for (let i = 0; i < 3; i++) streams.push(await open(app.base, '203.0.113.5'));
    expect(statusesOf(streams)).toEqual([200, 200, 200]);
    const refused = await fetch(`${app.base}${LIVE_STREAM_PATH}`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await jsonOf(refused)).error).toEqual({
      code: 'too_many_streams',
      message: expect.stringContaining('3 live event streams'),
    });
    const other = await open(app.base, '203.0.113.6');
    streams.push(other);
    expect(other.status).toBe(200);
  });

  it('gives the place back when a stream closes', async () => {
    const mine = streams.filter((s) => s.status === 200).slice(0, 1);
    mine[0]!.close();
    await eventually(async () => {
      const again = await open(app.base, '203.0.113.5');
      streams.push(again);
      return again.status === 200;
    });
    expect((await open(app.base, '203.0.113.5')).status).toBe(429);
  });

  it('counts an IPv6 subscriber by its /64, so a new address in the same network is no way around the cap', async () => {
    const net = '2001:db8:5:7';
    for (let i = 1; i <= 3; i++) streams.push(await open(app.base, `${net}::${i}`));
    expect(statusesOf(streams.slice(-3))).toEqual([200, 200, 200]);
    expect((await open(app.base, `${net}:ffff:1:2:3`)).status).toBe(429);
    const elsewhere = await open(app.base, '2001:db8:5:8::1');
    streams.push(elsewhere);
    expect(elsewhere.status).toBe(200);
  });
});

describe('event streams: hundreds of parallel opens from one address', () => {
  it('lets exactly the cap through, refuses the rest with 429, and none hangs', async () => {
    const live = createContestLive({ logger, streamsPerIp: 20 });
    const app = await streamApp(live);
    const streams = await Promise.all(Array.from({ length: 300 }, () => open(app.base, '198.51.100.7')));
    try {
      const statuses = statusesOf(streams);
      expect({ open: count(statuses, 200), refused: count(statuses, 429) }).toEqual({ open: 20, refused: 280 });
      expect(live.hub.size).toBe(20);
    } finally {
      for (const s of streams) s.close();
      await live.close();
      await app.close();
    }
  }, 30_000);
});

describeWithRedis('event streams per address across replicas (Redis)', () => {
  const redis = testRedisForSuite('nacho-test:stream-slots:*');
  const prefix = () => `nacho-test:stream-slots:${randomUUID()}:`;

  /** Two app instances on one Redis, as two contest replicas behind the edge. */
  async function twoReplicas(perIp: number, leaseMs?: number) {
    const keys = prefix();
    const replicas: Array<{ live: ContestLive; app: TestApp; connection: Redis }> = [];
    for (let i = 0; i < 2; i++) {
      // Each replica its own connection, as in the stack.
      const connection = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const live = createContestLive({
        logger,
        redis: connection,
        streamsPerIp: perIp,
        slots: { prefix: keys, leaseMs },
      });
      replicas.push({ live, app: await streamApp(live), connection });
    }
    return {
      replicas,
      keyOf: (ip: string) => `${keys}${ip}`,
      close: async () => {
        for (const r of replicas) {
          await r.live.close();
          await r.app.close();
          await r.connection.quit();
        }
      },
    };
  }

  it('holds one cap over two instances, and a place freed on one is taken on the other', async () => {
    const { replicas, close } = await twoReplicas(5);
    const [a, b] = [replicas[0]!, replicas[1]!];
    const streams: SseReader[] = [];
    try {
      for (let i = 0; i < 3; i++) streams.push(await open(a.app.base, '192.0.2.10'));
      for (let i = 0; i < 2; i++) streams.push(await open(b.app.base, '192.0.2.10'));
      expect(statusesOf(streams)).toEqual([200, 200, 200, 200, 200]);
      expect((await open(a.app.base, '192.0.2.10')).status).toBe(429);
      expect((await open(b.app.base, '192.0.2.10')).status).toBe(429);
      streams[0]!.close();
      await eventually(async () => {
        const again = await open(b.app.base, '192.0.2.10');
        streams.push(again);
        return again.status === 200;
      });
      expect({ a: a.live.hub.size, b: b.live.hub.size }).toEqual({ a: 2, b: 3 });
    } finally {
      for (const s of streams) s.close();
      await close();
    }
  });

  it('lets exactly the cap through when hundreds open at once on both instances', async () => {
    const { replicas, close } = await twoReplicas(20);
    const streams = await Promise.all(
      Array.from({ length: 300 }, (_, i) => open(replicas[i % 2]!.app.base, '192.0.2.20')),
    );
    try {
      const statuses = statusesOf(streams);
      expect({ open: count(statuses, 200), refused: count(statuses, 429) }).toEqual({ open: 20, refused: 280 });
      expect(replicas[0]!.live.hub.size + replicas[1]!.live.hub.size).toBe(20);
    } finally {
      for (const s of streams) s.close();
      await close();
    }
  }, 30_000);

  it('keeps the places of a live replica past their lease (renewed), and frees those of one that died', async () => {
    const keys = prefix();
    const connection = (): Redis => createRedis({ redisUrl: TEST_REDIS_URL })!;
    const [deadConnection, liveConnection, otherConnection] = [connection(), connection(), connection()];
    const leaseMs = 600;
    const dying = createStreamSlots({ perIp: 2, redis: deadConnection, logger, leaseMs, prefix: keys });
    const living = createStreamSlots({ perIp: 2, redis: liveConnection, logger, leaseMs, prefix: keys });
    const other = createStreamSlots({ perIp: 2, redis: otherConnection, logger, leaseMs, prefix: keys });
    try {
      expect(await dying.take('192.0.2.30')).toBeDefined();
      expect(await living.take('192.0.2.30')).toBeDefined();
      expect(await other.take('192.0.2.30')).toBeUndefined();
      // The dying replica stops renewing and never gives its place back (a crash, a lost network).
      dying.close();
      deadConnection.disconnect();
      await new Promise((r) => setTimeout(r, leaseMs * 2.5));
      // Its place expired; the living replica's was renewed meanwhile: one place free, not two.
      expect(await other.take('192.0.2.30')).toBeDefined();
      expect(await other.take('192.0.2.30')).toBeUndefined();
    } finally {
      for (const s of [dying, living, other]) s.close();
      await liveConnection.quit();
      await otherConnection.quit();
    }
  });

  it('counts in this process alone while Redis does not answer, instead of holding the page', async () => {
    // A real Redis that does not answer this connection: a blocking pop holds it, later commands wait behind.
    const stalled = createRedis({ redisUrl: TEST_REDIS_URL })!;
    const keys = prefix();
    const held = stalled.blpop(`${keys}unblock`, 0);
    const slots = createStreamSlots({ perIp: 1, redis: stalled, logger, prefix: keys, timeoutMs: 200 });
    try {
      const started = Date.now();
      expect(await slots.take('192.0.2.40')).toBeDefined();
      expect(await slots.take('192.0.2.40')).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      slots.close();
      await redis().lpush(`${keys}unblock`, 'go');
      await held;
      await stalled.quit();
    }
  });

  it('leaves no place behind once every stream closed', async () => {
    const { replicas, keyOf, close } = await twoReplicas(3);
    try {
      const streams = [
        await open(replicas[0]!.app.base, '192.0.2.50'),
        await open(replicas[1]!.app.base, '192.0.2.50'),
      ];
      expect(await redis().zcard(keyOf('192.0.2.50'))).toBe(2);
      for (const s of streams) s.close();
      await eventually(async () => (await redis().zcard(keyOf('192.0.2.50'))) === 0);
    } finally {
      await close();
    }
  });
});
