import { randomUUID } from 'node:crypto';
import { createRedis } from '../redis';
import { describeWithRedis, TEST_REDIS_URL } from '../testing/services';
import { testRedisForSuite } from '../testing/test-redis';
import { createPerIpLimit, perIpKey } from './per-ip-limit';

describe('perIpKey', () => {
  it('counts IPv4 as itself (also written IPv4-mapped) and IPv6 by its /64', () => {
    expect(perIpKey('203.0.113.7')).toBe('203.0.113.7');
    expect(perIpKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(perIpKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(perIpKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(perIpKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(perIpKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(perIpKey('::1')).toBe('0:0:0:0::/64');
    expect(perIpKey('')).toBe('unknown');
  });
});

describe('createPerIpLimit in memory', () => {
  it('allows `points` a window per address, then says how long to wait', async () => {
    const limit = createPerIpLimit({ name: 'test', points: 2, windowSeconds: 30 });
    expect(await limit.take('198.51.100.1')).toEqual({ allowed: true });
    expect(await limit.take('198.51.100.1')).toEqual({ allowed: true });
    const refused = await limit.take('198.51.100.1');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(await limit.take('198.51.100.2')).toEqual({ allowed: true });
    // Another address of the same IPv6 /64 shares the allowance.
    const v6 = createPerIpLimit({ name: 'test', points: 1, windowSeconds: 30 });
    expect(await v6.take('2001:db8:9:9::1')).toEqual({ allowed: true });
    expect((await v6.take('2001:db8:9:9::2')).allowed).toBe(false);
  });
});

describeWithRedis('createPerIpLimit in Redis', () => {
  const redis = testRedisForSuite('nacho:per-ip:nacho-test-*');

  it('is one count for every process on the same Redis', async () => {
    const name = `nacho-test-${randomUUID()}`;
    const [a, b] = [0, 1].map(() => createPerIpLimit({ name, points: 3, windowSeconds: 30, redis: redis() }));
    const results = [await a!.take('192.0.2.1'), await b!.take('192.0.2.1'), await a!.take('192.0.2.1')];
    expect(results).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect((await b!.take('192.0.2.1')).allowed).toBe(false);
  });

  it('counts in this process while Redis does not answer, within the timeout', async () => {
    // A real Redis that does not answer this connection: a blocking pop holds it, later commands wait behind.
    const stalled = createRedis({ redisUrl: TEST_REDIS_URL })!;
    const name = `nacho-test-${randomUUID()}`;
    const held = stalled.blpop(`nacho:per-ip:${name}:unblock`, 0);
    const limit = createPerIpLimit({ name, points: 1, windowSeconds: 30, redis: stalled, redisTimeoutMs: 200 });
    try {
      const started = Date.now();
      expect(await limit.take('192.0.2.2')).toEqual({ allowed: true });
      expect((await limit.take('192.0.2.2')).allowed).toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await redis().lpush(`nacho:per-ip:${name}:unblock`, 'go');
      await held;
      await stalled.quit();
    }
  });
});
