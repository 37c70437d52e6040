import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createDb, type Db } from '@nacho/core';
import { describeWithRedis, jsonOf, tempDir, testConfig, TEST_REDIS_URL } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { createAdminSessionRouter } from './session-routes';
import { hashPasscode } from './passcode';
import { createPasscodeAttempts, PASSCODE_ATTEMPTS } from './passcode-attempts';
import { Browser, startTestApp, type RunningTestApp } from './testing/admin-test-app';

const PASSCODE = 'correct passcode';

describeWithRedis('admin passcode lockout across two replicas on one Redis', () => {
  let db: Db;
  let redis: Redis;
  /** One Redis client per replica (each replica has its own connection); all are closed after each test. */
  let replicaClients: Redis[];
  let replicas: RunningTestApp[];
  let keyPrefix: string;
  const clock = { now: Date.now() };

  beforeEach(async () => {
    keyPrefix = `nacho-test:admin-passcode:${randomBytes(6).toString('hex')}`;
    const config = testConfig({ ADMIN_PASSCODE_HASH: await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 }) });
    db = createDb(config, { filename: `${tempDir()}/lockout.sqlite` });
    await migrateLatest(db);
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    replicaClients = [redis.duplicate(), redis.duplicate()];
    // Each replica has its own Redis client and its own limiter object: only Redis is shared.
    replicas = await Promise.all(
      replicaClients.map((client) =>
        startTestApp({
          config,
          db,
          clock,
          routers: [
            createAdminSessionRouter({ config, db, attempts: createPasscodeAttempts({ redis: client, keyPrefix }) }),
          ],
        }),
      ),
    );
  });
  afterEach(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await Promise.all([...replicaClients, redis].map((client) => client.quit()));
    await db.destroy();
  });

  const attempt = (replica: RunningTestApp, passcode: string) =>
    new Browser(replica.base).fetch('/api/admin/session', { method: 'POST', body: { passcode } });

  it('after 5 wrong passcodes on either replica, both answer 429 with Retry-After, even for the right passcode', async () => {
    for (let i = 0; i < PASSCODE_ATTEMPTS.points; i++) {
      expect((await attempt(replicas[i % 2]!, `wrong ${i}`)).status).toBe(401);
    }
    for (const replica of replicas) {
      for (const passcode of ['wrong again', PASSCODE]) {
        const res = await attempt(replica, passcode);
        expect(res.status).toBe(429);
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(PASSCODE_ATTEMPTS.windowSeconds - 30);
        expect(retryAfter).toBeLessThanOrEqual(PASSCODE_ATTEMPTS.windowSeconds);
        expect((await jsonOf(res)).error.code).toBe('too_many_attempts');
      }
    }
  });

  it('lets exactly 5 of 12 parallel wrong tries through to the passcode check', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(replicas[i % 2]!, `parallel ${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts only failures: a right passcode gives its try back', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt(replicas[0]!, `wrong ${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt(replicas[1]!, PASSCODE)).status).toBe(200);
    expect((await attempt(replicas[0]!, 'wrong 5')).status).toBe(401);
    expect((await attempt(replicas[1]!, PASSCODE)).status).toBe(429);
  });

  it('accepts tries again once the window has passed (the counter expires with it)', async () => {
    for (let i = 0; i < 5; i++) await attempt(replicas[0]!, `wrong ${i}`);
    expect((await attempt(replicas[1]!, PASSCODE)).status).toBe(429);
    const [key] = await redis.keys(`${keyPrefix}*`);
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan((PASSCODE_ATTEMPTS.windowSeconds - 30) * 1000);
    expect(ttl).toBeLessThanOrEqual(PASSCODE_ATTEMPTS.windowSeconds * 1000);
    // The window passing is Redis expiring the key; make that happen now instead of in 15 minutes.
    await redis.pexpire(key!, 1);
    while ((await redis.exists(key!)) === 1) await new Promise((resolve) => setImmediate(resolve));
    expect((await attempt(replicas[1]!, PASSCODE)).status).toBe(200);
  });
});
