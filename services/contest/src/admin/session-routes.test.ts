import { ADMIN_SESSION_MS } from '@nacho/core';
import { cookieClient, jsonOf, testConfig, type CookieClient } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, type RunningContestApp } from '../auth/testing/contest-app';
import { testEcdsaWallet, testWallet } from '../auth/testing/test-wallet';
import { signInWithWallet } from '../auth/testing/wallet-sign-in';
import { hashPasscode } from './passcode';

const PASSCODE = 'open sesame 42';
const WRONG = 'open sesame 43';
// KIP-5 vector 0 is the admin wallet; any other key is not.
const ADMIN_WALLET = testWallet('0000000000000000000000000000000000000000000000000000000000000003');
const OTHER_WALLET = testWallet('0000000000000000000000000000000000000000000000000000000000000005');
// An ECDSA account (version 1 address) is listed too; the Schnorr address of the same key is not.
const ADMIN_ECDSA_WALLET = testEcdsaWallet('0000000000000000000000000000000000000000000000000000000000000007');
const SAME_KEY_SCHNORR = testWallet('0000000000000000000000000000000000000000000000000000000000000007');

interface AuditRow {
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
  ip_address: string | null;
}

/**
 * The admin sign-in through the real session middleware (sessionSetup: koa-session, the session
 * store and loadSessionUser's admin rule) and the real wallet and demo sign-ins, as production runs it.
 */
eachDatabase('admin sign-in', (dbc) => {
  let app: RunningContestApp;
  let offApp: RunningContestApp;
  const clock = { now: Date.UTC(2026, 10, 21, 11) };

  beforeAll(async () => {
    const hash = await hashPasscode(PASSCODE, { N: 1024, r: 8, p: 1 });
    const config = testConfig({
      ADMIN_PASSCODE_HASH: hash,
      ADMIN_WALLETS: `${ADMIN_WALLET.address},${ADMIN_ECDSA_WALLET.address}`,
    });
    app = startContestApp({ config, db: dbc.db(), now: () => clock.now, auth: { rateLimit: { points: 1000 } } });
    offApp = startContestApp({ config: testConfig(), db: dbc.db(), now: () => clock.now });
  });
  afterAll(async () => {
    await app.close();
    await offApp.close();
  });
  beforeEach(async () => {
    await dbc.db()('admin_audit_log').del();
  });

  const audit = (action: string): Promise<AuditRow[]> =>
    dbc
      .db()('admin_audit_log')
      .where({ action })
      .orderBy('id')
      .select('actor', 'action', 'target', 'details', 'ip_address');
  const adminSession = async (browser: CookieClient) =>
    (await jsonOf(await browser.fetch('/api/admin/session'))).authenticated as boolean;
  const statsStatus = async (browser: CookieClient) => (await browser.fetch('/api/admin/stats')).status;
  const lock = (browser: CookieClient) =>
    browser.fetch('/api/admin/session', { method: 'DELETE', headers: { Origin: new URL(app.base).origin } });

  it('says whether the session is open and which sign-ins this server offers', async () => {
    expect(await jsonOf(await cookieClient(app.base).fetch('/api/admin/session'))).toEqual({
      authenticated: false,
      passcodeSignIn: true,
      walletSignIn: true,
    });
    expect(await jsonOf(await cookieClient(offApp.base).fetch('/api/admin/session'))).toEqual({
      authenticated: false,
      passcodeSignIn: false,
      walletSignIn: false,
    });
  });

  it('refuses a wrong passcode and opens a 12-hour admin session for the right one, auditing both with the IP and never the passcode', async () => {
    const browser = cookieClient(app.base);
    const wrong = await browser.post('/api/admin/session', { passcode: WRONG });
    expect(wrong.status).toBe(401);
    expect((await jsonOf(wrong)).error).toEqual({ code: 'invalid_passcode', message: 'Invalid passcode provided' });
    expect(await statsStatus(browser)).toBe(401);
    const failed = await audit('admin_sign_in_failed');
    expect(failed).toEqual([
      {
        actor: 'passcode',
        action: 'admin_sign_in_failed',
        target: null,
        details: JSON.stringify({ method: 'passcode' }),
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
      },
    ]);

    const right = await browser.post('/api/admin/session', { passcode: PASSCODE });
    expect(right.status).toBe(200);
    expect(await jsonOf(right)).toEqual({ authenticated: true, expiresAt: clock.now + ADMIN_SESSION_MS });
    expect(await adminSession(browser)).toBe(true);
    expect(await statsStatus(browser)).toBe(200);
    expect(await audit('admin_sign_in')).toEqual([
      {
        actor: 'passcode',
        action: 'admin_sign_in',
        target: null,
        details: JSON.stringify({ method: 'passcode' }),
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
      },
    ]);
    const everything = JSON.stringify(await dbc.db()('admin_audit_log').select('*'));
    expect(everything).not.toContain(PASSCODE);
    expect(everything).not.toContain(WRONG);

    const signedInAt = clock.now;
    try {
      clock.now = signedInAt + ADMIN_SESSION_MS - 1;
      expect(await statsStatus(browser)).toBe(200);
      clock.now = signedInAt + ADMIN_SESSION_MS;
      expect(await statsStatus(browser)).toBe(401);
    } finally {
      clock.now = signedInAt;
    }
  });

  it('gives the session a new id at sign-in, so a planted id never becomes an admin session', async () => {
    const browser = cookieClient(app.base);
    expect((await browser.post('/api/auth/dev/sign-in')).status).toBe(200);
    const planted = browser.cookieHeader();
    expect(planted).not.toBe('');
    expect((await browser.post('/api/admin/session', { passcode: PASSCODE })).status).toBe(200);
    expect(browser.cookieHeader()).not.toBe(planted);
    expect(await statsStatus(browser)).toBe(200);
    expect((await fetch(`${app.base}/api/admin/stats`, { headers: { cookie: planted } })).status).toBe(401);
  });

  it('locks a passcode admin session with DELETE and audits the lock', async () => {
    const browser = cookieClient(app.base);
    await browser.post('/api/admin/session', { passcode: PASSCODE });
    const locked = await lock(browser);
    expect(locked.status).toBe(200);
    expect(await jsonOf(locked)).toEqual({ authenticated: false });
    expect(await adminSession(browser)).toBe(false);
    expect(await statsStatus(browser)).toBe(401);
    expect((await audit('admin_lock')).map((r) => r.actor)).toEqual(['passcode']);
    // Locking a session that is no admin session changes and audits nothing.
    expect((await lock(cookieClient(app.base))).status).toBe(200);
    expect(await audit('admin_lock')).toHaveLength(1);
  });

  it('audits an ADMIN_WALLETS sign-in; Lock ends its rights until the passcode or a new wallet sign-in', async () => {
    const browser = cookieClient(app.base);
    expect((await signInWithWallet(browser, ADMIN_WALLET)).status).toBe(200);
    expect(await adminSession(browser)).toBe(true);
    expect(await statsStatus(browser)).toBe(200);
    const actor = `wallet:${ADMIN_WALLET.address}`;
    expect(await audit('admin_sign_in')).toEqual([
      {
        actor,
        action: 'admin_sign_in',
        target: null,
        details: JSON.stringify({ method: 'wallet' }),
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
      },
    ]);

    expect(await jsonOf(await lock(browser))).toEqual({ authenticated: false });
    expect(await adminSession(browser)).toBe(false);
    expect(await statsStatus(browser)).toBe(403);
    // Still signed in as the wallet: only the admin rights ended.
    expect((await jsonOf(await browser.fetch('/api/auth/user'))).address).toBe(ADMIN_WALLET.address);
    expect((await audit('admin_lock')).map((r) => r.actor)).toEqual([actor]);

    // A new wallet sign-in grants them again.
    expect((await signInWithWallet(browser, ADMIN_WALLET)).status).toBe(200);
    expect(await adminSession(browser)).toBe(true);
    expect(await statsStatus(browser)).toBe(200);
    expect(await audit('admin_sign_in')).toHaveLength(2);

    // So does the passcode, named by the signed-in wallet.
    await lock(browser);
    expect(await statsStatus(browser)).toBe(403);
    expect((await browser.post('/api/admin/session', { passcode: PASSCODE })).status).toBe(200);
    expect(await statsStatus(browser)).toBe(200);
    expect((await audit('admin_sign_in')).map((r) => [r.actor, r.details])).toEqual([
      [actor, JSON.stringify({ method: 'wallet' })],
      [actor, JSON.stringify({ method: 'wallet' })],
      [actor, JSON.stringify({ method: 'passcode' })],
    ]);
  });

  it('makes an ADMIN_WALLETS ECDSA wallet an admin too, audited, but not the Schnorr address of the same key', async () => {
    const browser = cookieClient(app.base);
    expect((await signInWithWallet(browser, ADMIN_ECDSA_WALLET)).status).toBe(200);
    expect(await adminSession(browser)).toBe(true);
    expect(await statsStatus(browser)).toBe(200);
    expect((await audit('admin_sign_in')).map((r) => r.actor)).toEqual([`wallet:${ADMIN_ECDSA_WALLET.address}`]);

    const twin = cookieClient(app.base);
    expect((await signInWithWallet(twin, SAME_KEY_SCHNORR)).status).toBe(200);
    expect(await adminSession(twin)).toBe(false);
    expect(await statsStatus(twin)).toBe(403);
  });

  it('gives a wallet outside ADMIN_WALLETS and a demo voter no admin rights, and audits no admin sign-in for them', async () => {
    const wallet = cookieClient(app.base);
    expect((await signInWithWallet(wallet, OTHER_WALLET)).status).toBe(200);
    expect(await adminSession(wallet)).toBe(false);
    expect(await statsStatus(wallet)).toBe(403);
    const demo = cookieClient(app.base);
    await demo.post('/api/auth/dev/sign-in');
    expect(await statsStatus(demo)).toBe(403);
    expect(await audit('admin_sign_in')).toEqual([]);
  });

  it('answers bad sign-in bodies with 400 and a server without a hash with passcode_sign_in_off', async () => {
    const browser = cookieClient(app.base);
    for (const body of [
      {},
      { passcode: '' },
      { passcode: 42 },
      { passcode: 'x'.repeat(201) },
      { passcode: PASSCODE, extra: 1 },
      [PASSCODE],
    ]) {
      const res = await browser.post('/api/admin/session', body);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error.code).toBe('invalid_input');
    }
    const off = await cookieClient(offApp.base).post('/api/admin/session', { passcode: PASSCODE });
    expect(off.status).toBe(403);
    expect((await jsonOf(off)).error.code).toBe('passcode_sign_in_off');
  });
});
