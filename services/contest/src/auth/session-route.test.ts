import { cookieClient, jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp } from './testing/contest-app';

eachDatabase('GET /api/auth/session (the shell session probe)', (ctx) => {
  it('answers 200 {user: null} signed out, the user signed in, and null again after sign-out; /user keeps its 401', async () => {
    const app = startContestApp({ config: testConfig(), db: ctx.db() });
    try {
      const browser = cookieClient(app.base);
      const signedOut = await browser.fetch('/api/auth/session');
      expect(signedOut.status).toBe(200);
      expect(signedOut.headers.get('cache-control')).toBe('no-store');
      expect(await jsonOf(signedOut)).toEqual({ user: null });
      expect((await browser.fetch('/api/auth/user')).status).toBe(401);

      expect((await browser.post('/api/auth/dev/sign-in')).status).toBe(200);
      const signedIn = await browser.fetch('/api/auth/session');
      expect(signedIn.status).toBe(200);
      const { user } = await jsonOf(signedIn);
      expect(user).toEqual({
        id: expect.any(String),
        displayName: expect.stringMatching(/^Demo voter /),
        address: null,
        method: 'demo',
      });
      expect(await jsonOf(await browser.fetch('/api/auth/user'))).toEqual(user);

      expect((await browser.post('/api/auth/logout')).status).toBe(204);
      expect(await jsonOf(await browser.fetch('/api/auth/session'))).toEqual({ user: null });
    } finally {
      await app.close();
    }
  });
});
