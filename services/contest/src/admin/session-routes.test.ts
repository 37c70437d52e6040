import { createDb } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createContestRouters } from '../index';
import { ADMIN_SESSION_MS } from './admin-rights';
import { hashPasscode } from './passcode';
import { createPasscodeAttempts } from './passcode-attempts';
import { Browser, startTestApp, TEST_USER_HEADER, type RunningTestApp, type TestClock } from './testing/admin-test-app';

const PASSCODE = 'open sesame 42';
const WALLET = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

eachDatabase('admin sign-in', (dbc) => {
  let app: RunningTestApp;
  let offApp: RunningTestApp;
  const clock: TestClock = { now: Date.UTC(2026, 10, 21, 11) };

  beforeAll(async () => {
    const hash = await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 });
    const config = testConfig({ ADMIN_PASSCODE_HASH: hash, ADMIN_WALLETS: WALLET });
    const db = dbc.db();
    const deps = { config, db, logger: undefined as never, now: () => clock.now, attempts: createPasscodeAttempts({ keyPrefix: `t${Math.random()}` }) };
    app = await startTestApp({ config, db, clock, routers: createContestRouters(deps) });
    const offConfig = testConfig();
    const offDb = createDb({ databaseUrl: dbc.databaseUrl(), dataDir: dbc.dataDir() });
    offApp = await startTestApp({ config: offConfig, db: offDb, clock, routers: createContestRouters({ config: offConfig, db: offDb, logger: undefined as never }) });
    offApp.server.once('close', () => void offDb.destroy());
  });
  afterAll(async () => {
    await app.close();
    await offApp.close();
  });

  it('says whether the session is open and which sign-ins this server offers', async () => {
    expect(await jsonOf(await new Browser(app.base).fetch('/api/admin/session'))).toEqual({ authenticated: false, passcodeSignIn: true, walletSignIn: true });
    expect(await jsonOf(await new Browser(offApp.base).fetch('/api/admin/session'))).toEqual({ authenticated: false, passcodeSignIn: false, walletSignIn: false });
  });

  it('refuses a wrong passcode and opens a 12-hour admin session for the right one', async () => {
    const browser = new Browser(app.base);
    const wrong = await browser.fetch('/api/admin/session', { method: 'POST', body: { passcode: 'open sesame 43' } });
    expect(wrong.status).toBe(401);
    expect((await jsonOf(wrong)).error).toEqual({ code: 'invalid_passcode', message: 'Invalid passcode provided' });
    expect((await browser.fetch('/api/admin/stats')).status).toBe(401);

    const right = await browser.fetch('/api/admin/session', { method: 'POST', body: { passcode: PASSCODE } });
    expect(right.status).toBe(200);
    expect(await jsonOf(right)).toEqual({ authenticated: true, expiresAt: clock.now + ADMIN_SESSION_MS });
    expect((await jsonOf(await browser.fetch('/api/admin/session'))).authenticated).toBe(true);
    expect((await browser.fetch('/api/admin/stats')).status).toBe(200);

    const signedInAt = clock.now;
    try {
      clock.now = signedInAt + ADMIN_SESSION_MS - 1;
      expect((await browser.fetch('/api/admin/stats')).status).toBe(200);
      clock.now = signedInAt + ADMIN_SESSION_MS;
      expect((await browser.fetch('/api/admin/stats')).status).toBe(401);
    } finally {
      clock.now = signedInAt;
    }
  });

  it('gives the session a new id at sign-in, so a planted id never becomes an admin session', async () => {
    const browser = new Browser(app.base, { [TEST_USER_HEADER]: 'user-planted' });
    // Anything that writes the session gives this browser an id before sign-in.
    await browser.fetch('/api/admin/session', { method: 'POST', body: { passcode: PASSCODE } });
    const before = browser.cookieHeader();
    await browser.fetch('/api/admin/session', { method: 'DELETE' });
    const planted = browser.cookieHeader();
    expect(planted).toBe(before);
    await browser.fetch('/api/admin/session', { method: 'POST', body: { passcode: PASSCODE } });
    expect(browser.cookieHeader()).not.toBe(planted);
    const attacker = new Browser(app.base);
    (attacker as unknown as { cookies: Map<string, string> }).cookies = new Map(planted.split('; ').map((c) => c.split('=', 2) as [string, string]));
    expect((await attacker.fetch('/api/admin/stats')).status).toBe(401);
  });

  it('locks the session with DELETE and records sign-in and lock in the audit log', async () => {
    const browser = new Browser(app.base);
    await browser.fetch('/api/admin/session', { method: 'POST', body: { passcode: PASSCODE } });
    const locked = await browser.fetch('/api/admin/session', { method: 'DELETE' });
    expect(await jsonOf(locked)).toEqual({ authenticated: false });
    expect((await jsonOf(await browser.fetch('/api/admin/session'))).authenticated).toBe(false);
    expect((await browser.fetch('/api/admin/stats')).status).toBe(401);
    const actions = (await dbc.db()('admin_audit_log').select('action').orderBy('id')).map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['admin_sign_in', 'admin_lock']));
  });

  it('treats a user signed in with an ADMIN_WALLETS wallet as an admin, and no other user', async () => {
    expect((await new Browser(app.base, { [TEST_USER_HEADER]: `wallet-user ${WALLET}` }).fetch('/api/admin/stats')).status).toBe(200);
    expect((await jsonOf(await new Browser(app.base, { [TEST_USER_HEADER]: `wallet-user ${WALLET}` }).fetch('/api/admin/session'))).authenticated).toBe(true);
    const other = await new Browser(app.base, { [TEST_USER_HEADER]: 'someone kaspa:qqotherwalletaddressxxxxxxxxxxxxxxxxxxxxxxxxxxxx' }).fetch('/api/admin/stats');
    expect(other.status).toBe(403);
  });

  it('answers bad sign-in bodies with 400 and a server without a hash with passcode_sign_in_off', async () => {
    const browser = new Browser(app.base);
    for (const body of [{}, { passcode: '' }, { passcode: 42 }, { passcode: 'x'.repeat(201) }, { passcode: PASSCODE, extra: 1 }, [PASSCODE]]) {
      const res = await browser.fetch('/api/admin/session', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error.code).toBe('invalid_input');
    }
    const off = await new Browser(offApp.base).fetch('/api/admin/session', { method: 'POST', body: { passcode: PASSCODE } });
    expect(off.status).toBe(403);
    expect((await jsonOf(off)).error.code).toBe('passcode_sign_in_off');
  });
});
