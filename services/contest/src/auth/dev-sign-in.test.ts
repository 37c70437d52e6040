import { cookieClient, jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, TEST_SESSION_KEY, TEST_SIGNING_KEY } from './testing/contest-app';

eachDatabase('demo voter sign-in', (ctx) => {
  it('outside production: lists the method and signs in a new throwaway user each time', async () => {
    const app = startContestApp({ config: testConfig(), db: ctx.db() });
    try {
      const browser = cookieClient(app.base);
      expect(await jsonOf(await browser.fetch('/api/auth/methods'))).toEqual({ wallet: true, oidc: false, demo: true });
      expect((await browser.post('/api/auth/dev/sign-in')).status).toBe(200);
      const first = await jsonOf(await browser.fetch('/api/auth/user'));
      expect(first).toEqual({
        id: expect.any(String),
        displayName: expect.stringMatching(/^Demo voter [0-9a-f]{4}$/),
        address: null,
        method: 'demo',
      });
      const other = cookieClient(app.base);
      await other.post('/api/auth/dev/sign-in');
      expect((await jsonOf(await other.fetch('/api/auth/user'))).id).not.toBe(first.id);
    } finally {
      await app.close();
    }
  });

  it('in production the route does not exist (404) and the method is not offered', async () => {
    const config = testConfig({
      NODE_ENV: 'production',
      SESSION_KEYS: TEST_SESSION_KEY,
      CONTEST_SIGNING_KEY: TEST_SIGNING_KEY,
    });
    const app = startContestApp({ config, db: ctx.db() });
    const users = async () => Number((await ctx.db()('users').count({ n: '*' }))[0]!.n);
    const before = await users();
    try {
      const browser = cookieClient(app.base.replace('127.0.0.1', 'localhost'));
      expect(await jsonOf(await browser.fetch('/api/auth/methods'))).toEqual({
        wallet: true,
        oidc: false,
        demo: false,
      });
      const res = await browser.post('/api/auth/dev/sign-in');
      expect(res.status).toBe(404);
      expect((await browser.fetch('/api/auth/user')).status).toBe(401);
      expect(await users()).toBe(before);
    } finally {
      await app.close();
    }
  });
});
