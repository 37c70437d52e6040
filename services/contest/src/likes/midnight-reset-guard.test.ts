import { cookieClient, jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, TEST_SESSION_KEY, type RunningContestApp } from '../auth/testing/contest-app';
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
