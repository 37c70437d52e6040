import { randomUUID } from 'node:crypto';
import { createLogger, createRedis } from '@nacho/core';
import { describeWithRedis, TEST_REDIS_URL, testConfig, testRedisForSuite } from '@nacho/core/testing';
import { createMemoryCardStore, createRedisCardStore } from './card-store';

const logger = createLogger(testConfig());
const card = (n: number, size = 1000) => Buffer.alloc(size, n);

describe('the in-memory card store (one process)', () => {
  it('keeps the newest cards within its byte budget', async () => {
    const store = createMemoryCardStore(3500);
    for (let i = 1; i <= 5; i++) await store.set(`/card/${i}`, card(i));
    expect(store.size().bytes).toBeLessThanOrEqual(3500);
    expect(await store.has('/card/1')).toBe(false);
    expect((await store.get('/card/5'))?.equals(card(5))).toBe(true);
  });
});

describeWithRedis('the Redis card store (shared by the replicas and the worker)', () => {
  const redis = testRedisForSuite('nacho-test:card-store:*');
  const prefix = () => `nacho-test:card-store:${randomUUID()}:`;

  it('gives one process the card another stored', async () => {
    const p = prefix();
    const writer = createRedisCardStore({ redis: redis(), logger, prefix: p });
    const reader = createRedisCardStore({ redis: redis(), logger, prefix: p });
    expect(await reader.has('/a.png')).toBe(false);
    await writer.set('/a.png', card(1));
    expect(await reader.has('/a.png')).toBe(true);
    expect((await reader.get('/a.png'))?.equals(card(1))).toBe(true);
  });

  it('stays within its byte budget, dropping the oldest cards first, and counts a card stored twice once', async () => {
    const p = prefix();
    const store = createRedisCardStore({ redis: redis(), logger, prefix: p, maxBytes: 3500, localBytes: 1 });
    for (let i = 1; i <= 5; i++) await store.set(`/card/${i}`, card(i));
    await store.set('/card/5', card(5));
    expect(Number(await redis().get(`${p}total`))).toBe(3000);
    expect(await redis().zcard(`${p}index`)).toBe(3);
    expect([await store.has('/card/1'), await store.has('/card/2')]).toEqual([false, false]);
    expect([await store.has('/card/3'), await store.has('/card/4'), await store.has('/card/5')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('forgets a card after its TTL, and takes it out of the count', async () => {
    const p = prefix();
    const store = createRedisCardStore({ redis: redis(), logger, prefix: p, ttlMs: 150, localBytes: 1 });
    await store.set('/old.png', card(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.has('/old.png')).toBe(false);
    await store.set('/new.png', card(2, 500));
    expect(Number(await redis().get(`${p}total`))).toBe(500);
    expect(await redis().zrange(`${p}index`, 0, -1)).toEqual([`${p}/new.png`]);
  });

  it('answers "not stored" in time while Redis does not answer, so the card is rendered instead of waiting', async () => {
    // A real Redis that does not answer this connection: a blocking pop holds it, later commands wait behind.
    const stalled = createRedis({ redisUrl: TEST_REDIS_URL })!;
    const p = prefix();
    const held = stalled.blpop(`${p}unblock`, 0);
    const store = createRedisCardStore({ redis: stalled, logger, prefix: p, timeoutMs: 200, localBytes: 1 });
    try {
      const started = Date.now();
      expect(await store.get('/any.png')).toBeUndefined();
      expect(await store.has('/any.png')).toBe(false);
      await store.set('/any.png', card(1));
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await redis().lpush(`${p}unblock`, 'go');
      await held;
      await stalled.quit();
    }
  });
});
