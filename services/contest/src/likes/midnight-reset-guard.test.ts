import { createDb, type Db } from '@nacho/core';
import { cookieClient, jsonOf, TEST_REDIS_URL, testConfig, testRedisForSuite } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import {
  startContestApp,
  TEST_SESSION_KEY,
  TEST_SIGNING_KEY,
  type RunningContestApp,
} from '../auth/testing/contest-app';
import { testWallet } from '../auth/testing/test-wallet';
import { signInWithWallet } from '../auth/testing/wallet-sign-in';
import { hashPasscode } from '../admin/passcode';

const PASSCODE = 'midnight passcode';
const ADMIN_WALLET = testWallet('0000000000000000000000000000000000000000000000000000000000000003');
const OTHER_WALLET = testWallet('0000000000000000000000000000000000000000000000000000000000000007');

/** The spec's midnight-reset test aid through the real session middleware. */
eachDatabase('POST /api/simulate-midnight-reset', (ctx) => {
  const simulate = (browser: ReturnType<typeof cookieClient>) => browser.post('/api/simulate-midnight-reset');

  describe('in production on one process (embedded)', () => {
    let app: RunningContestApp;
    let base: string;
    beforeAll(async () => {
      const config = testConfig({
        NODE_ENV: 'production',
        SESSION_KEYS: TEST_SESSION_KEY,
        CONTEST_SIGNING_KEY: TEST_SIGNING_KEY,
        ADMIN_WALLETS: ADMIN_WALLET.address,
        ADMIN_PASSCODE_HASH: await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 }),
      });
      expect(config.embedded).toBe(true);
      app = startContestApp({ config, db: ctx.db(), auth: { rateLimit: { points: 1000 } } });
      // Production cookies are Secure: the server sends them on http only to localhost.
      base = app.base.replace('127.0.0.1', 'localhost');
    });
    afterAll(() => app.close());

    it('answers 403 JSON to an anonymous visitor and to a signed-in user who is no admin, and resets nothing', async () => {
      await ctx.db()('users').insert({ id: 'liker', created_at: 0, updated_at: 0 });
      await ctx
        .db()('user_like_limits')
        .insert({
          user_id: 'liker',
          daily_likes: 7,
          last_reset: 0,
          next_reset_date: Date.now() + 86_400_000,
          daily_like_limit: 100,
        });
      const anonymous = await simulate(cookieClient(base));
      expect(anonymous.status).toBe(403);
      expect(await jsonOf(anonymous)).toEqual({
        error: { code: 'admin_required', message: expect.stringMatching(/admin session/) },
      });

      const user = cookieClient(base);
      expect((await signInWithWallet(user, OTHER_WALLET)).status).toBe(200);
      const refused = await simulate(user);
      expect([refused.status, (await jsonOf(refused)).error.code]).toEqual([403, 'admin_required']);
      expect(
        Number((await ctx.db()('user_like_limits').first('daily_likes').where({ user_id: 'liker' })).daily_likes),
      ).toBe(7);
    });

    it('resets the allowances for a passcode admin session and for an ADMIN_WALLETS wallet', async () => {
      const passcode = cookieClient(base);
      expect((await passcode.post('/api/admin/session', { passcode: PASSCODE })).status).toBe(200);
      const res = await simulate(passcode);
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toMatchObject({ success: true, usersReset: expect.any(Number) });
      expect(
        Number((await ctx.db()('user_like_limits').first('daily_likes').where({ user_id: 'liker' })).daily_likes),
      ).toBe(0);

      const wallet = cookieClient(base);
      expect((await signInWithWallet(wallet, ADMIN_WALLET)).status).toBe(200);
      expect((await simulate(wallet)).status).toBe(200);
    });
  });

  // The distributed deployment: PostgreSQL, sessions and limits in Redis, two replicas. Production there
  // must guard the test aid as the one process does (config.embedded is false: a guard keyed on it would let anybody in).
  if (ctx.dialect === 'postgres')
    describe('in production, distributed (PostgreSQL and Redis, two replicas)', () => {
      const prefix = `nacho:test:midnight:${process.pid}:`;
      const redis = testRedisForSuite(`${prefix}*`);
      let replicas: RunningContestApp[];
      let secondDb: Db;
      const bases = () => replicas.map((r) => r.base.replace('127.0.0.1', 'localhost'));
      beforeAll(async () => {
        const config = testConfig({
          NODE_ENV: 'production',
          SESSION_KEYS: TEST_SESSION_KEY,
          CONTEST_SIGNING_KEY: TEST_SIGNING_KEY,
          DATABASE_URL: ctx.databaseUrl()!,
          REDIS_URL: TEST_REDIS_URL,
          ADMIN_PASSCODE_HASH: await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 }),
        });
        expect(config.embedded).toBe(false);
        secondDb = createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() });
        replicas = [ctx.db(), secondDb].map((db) =>
          startContestApp({
            config,
            db,
            redis: redis(),
            redisKeyPrefix: prefix,
            auth: { rateLimit: { points: 1000, keyPrefix: `${prefix}sign-in` } },
          }),
        );
      });
      afterAll(async () => {
        await Promise.all(replicas.map((r) => r.close()));
        await secondDb.destroy();
      });

      it('refuses anybody without an admin session on every replica, and opens for an admin session made on the other replica', async () => {
        await ctx.db()('users').insert({ id: 'night-liker', created_at: 0, updated_at: 0 });
        await ctx
          .db()('user_like_limits')
          .insert({
            user_id: 'night-liker',
            daily_likes: 9,
            last_reset: 0,
            next_reset_date: Date.now() + 86_400_000,
            daily_like_limit: 100,
          });
        const [first, second] = bases() as [string, string];
        for (const base of [first, second]) {
          const res = await simulate(cookieClient(base));
          expect([res.status, (await jsonOf(res)).error.code]).toEqual([403, 'admin_required']);
        }
        const dailyLikes = async () =>
          Number(
            (await ctx.db()('user_like_limits').first('daily_likes').where({ user_id: 'night-liker' })).daily_likes,
          );
        expect(await dailyLikes()).toBe(9);

        const admin = cookieClient(first);
        expect((await admin.post('/api/admin/session', { passcode: PASSCODE })).status).toBe(200);
        const onSecond = cookieClient(second);
        for (const [name, value] of admin.cookies) onSecond.cookies.set(name, value);
        const res = await simulate(onSecond);
        expect(res.status).toBe(200);
        expect(await dailyLikes()).toBe(0);
      });
    });

  it.each([
    ['development, one process', { NODE_ENV: 'development' }],
    ['test, with Redis (not embedded)', { NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('stays open to everybody in %s', async (_, env) => {
    const app = startContestApp({ config: testConfig(env), db: ctx.db() });
    try {
      const res = await simulate(cookieClient(app.base));
      expect(res.status).toBe(200);
      expect((await jsonOf(res)).success).toBe(true);
    } finally {
      await app.close();
    }
  });
});
