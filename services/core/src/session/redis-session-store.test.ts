import { randomUUID } from 'node:crypto';
import { describeWithRedis, testRedisForSuite } from '../testing';
import { createRedisSessionStore } from './redis-session-store';

const DAY = 86_400_000;

describeWithRedis('Redis session store', () => {
  const prefix = `nacho:test:sess-store:${randomUUID()}:`;
  const redis = testRedisForSuite(`${prefix}*`);

  it("moves an unchanged session's expiry at most once a minute, and always saves a changed one", async () => {
    let now = 1_000_000;
    const store = createRedisSessionStore(redis(), prefix, () => now);
    await store.set('a', { userId: 'u1' }, 30 * DAY, { changed: true });
    await redis().pexpire(`${prefix}a`, 5_000);

    now += 30_000;
    await store.set('a', { userId: 'u1' }, 30 * DAY, { changed: false });
    expect(await redis().pttl(`${prefix}a`)).toBeLessThanOrEqual(5_000);

    await store.set('a', { userId: 'u2' }, 30 * DAY, { changed: true });
    expect(await redis().pttl(`${prefix}a`)).toBeGreaterThan(29 * DAY);
    await redis().pexpire(`${prefix}a`, 5_000);

    now += 61_000;
    await store.set('a', { userId: 'u2' }, 30 * DAY, { changed: false });
    expect(await redis().pttl(`${prefix}a`)).toBeGreaterThan(29 * DAY);
    expect(await store.get('a')).toEqual({ userId: 'u2' });
  });

  it('does not bring back a destroyed session when a request that read it before saves it unchanged', async () => {
    const store = createRedisSessionStore(redis(), prefix);
    await store.set('b', { userId: 'u1' }, 30 * DAY, { changed: true });
    const other = createRedisSessionStore(redis(), prefix);
    await other.destroy('b');
    await store.set('b', { userId: 'u1' }, 30 * DAY, { changed: false });
    expect(await store.get('b')).toBeUndefined();
    expect(await redis().exists(`${prefix}b`)).toBe(0);
  });
});
