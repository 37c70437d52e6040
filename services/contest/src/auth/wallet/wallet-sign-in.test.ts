import { randomBytes } from 'node:crypto';
import { encodeKaspaAddress } from '@nacho/domain';
import { cookieClient, jsonOf, testConfig, type CookieClient } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, type RunningContestApp } from '../testing/contest-app';
import { testEcdsaWallet, testWallet } from '../testing/test-wallet';
import { verifyBody } from '../testing/wallet-sign-in';
import { challengeMessage } from './wallet-challenges';

// KIP-5 vector 0 (DESIGN section 3): private key 3.
const KIP5 = testWallet('0000000000000000000000000000000000000000000000000000000000000003');
const OTHER_SITE = 'https://other.example';

async function challenge(browser: CookieClient, address: string) {
  const res = await browser.post('/api/auth/wallet/challenge', { address });
  expect(res.status).toBe(200);
  return jsonOf(res) as Promise<{ nonce: string; message: string; expiresAt: number }>;
}

eachDatabase('wallet sign-in', (ctx) => {
  let now = Date.UTC(2026, 10, 23, 12, 0, 0);
  let app: RunningContestApp;
  let browser: CookieClient;

  beforeAll(() => {
    const config = testConfig({ ALLOWED_ORIGINS: OTHER_SITE });
    app = startContestApp({ config, db: ctx.db(), now: () => now, auth: { rateLimit: { points: 1000 } } });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    browser = cookieClient(app.base);
  });

  it('signs in with the KIP-5 vector key: the message names the site, address, nonce and time', async () => {
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    const c = await challenge(browser, KIP5.address);
    expect(c.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(c.expiresAt).toBe(now + 5 * 60_000);
    expect(c.message).toBe(challengeMessage(new URL(app.base).origin, KIP5.address, c.nonce, now));
    expect(c.message).toContain(`at ${new URL(app.base).origin}`);
    expect(c.message).toContain(`Wallet address: ${KIP5.address}`);
    expect(c.message).toContain(`Nonce: ${c.nonce}`);
    expect(c.message).toContain('Issued at: 2026-11-23T12:00:00.000Z');

    const res = await browser.post('/api/auth/wallet/verify', verifyBody(KIP5, c));
    expect(res.status).toBe(200);
    const user = await jsonOf(await browser.fetch('/api/auth/user'));
    expect(user).toEqual({
      id: expect.any(String),
      displayName: 'kaspa:qrun…fjpa',
      address: KIP5.address,
      method: 'wallet',
    });

    // The same wallet again (x-only key this time) is the same user.
    const again = cookieClient(app.base);
    const c2 = await challenge(again, KIP5.address.toUpperCase());
    expect(
      (await again.post('/api/auth/wallet/verify', { ...verifyBody(KIP5, c2), publicKey: KIP5.xOnlyHex })).status,
    ).toBe(200);
    expect((await jsonOf(await again.fetch('/api/auth/user'))).id).toBe(user.id);
  });

  it('refuses a changed message, address, key or signature', async () => {
    const other = testWallet();
    const cases: Array<[string, (c: { nonce: string; message: string }) => Record<string, string>, string]> = [
      ['message', (c) => ({ ...verifyBody(KIP5, c), signature: KIP5.sign(`${c.message} `) }), 'invalid_signature'],
      ['address', (c) => ({ ...verifyBody(KIP5, c), address: other.address }), 'public_key_mismatch'],
      ['key', (c) => ({ ...verifyBody(other, c), address: KIP5.address }), 'public_key_mismatch'],
      ['signature', (c) => ({ ...verifyBody(KIP5, c), signature: other.sign(c.message) }), 'invalid_signature'],
    ];
    for (const [, body, code] of cases) {
      const c = await challenge(browser, KIP5.address);
      const res = await browser.post('/api/auth/wallet/verify', body(c));
      expect([res.status, (await jsonOf(res)).error.code]).toEqual([401, code]);
      expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    }
  });

  it('accepts a nonce once: the second use fails even with a valid signature', async () => {
    const c = await challenge(browser, KIP5.address);
    const body = verifyBody(KIP5, c);
    expect((await browser.post('/api/auth/wallet/verify', body)).status).toBe(200);
    const replay = await cookieClient(app.base).post('/api/auth/wallet/verify', body);
    expect([replay.status, (await jsonOf(replay)).error.code]).toEqual([401, 'invalid_nonce']);
  });

  it('refuses an expired nonce', async () => {
    const c = await challenge(browser, KIP5.address);
    now += 5 * 60_000;
    try {
      const res = await browser.post('/api/auth/wallet/verify', verifyBody(KIP5, c));
      expect([res.status, (await jsonOf(res)).error.code]).toEqual([401, 'invalid_nonce']);
    } finally {
      now -= 5 * 60_000;
    }
  });

  it('refuses a nonce issued for another address', async () => {
    const other = testWallet();
    const c = await challenge(browser, other.address);
    const res = await browser.post('/api/auth/wallet/verify', verifyBody(KIP5, c));
    expect([res.status, (await jsonOf(res)).error.code]).toEqual([401, 'invalid_nonce']);
  });

  it('refuses a challenge issued for another origin and a message that names another origin', async () => {
    // Issued to another (allowed) origin, used on this site.
    const elsewhere = await fetch(`${app.base}/api/auth/wallet/challenge`, {
      method: 'POST',
      headers: { Origin: OTHER_SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: KIP5.address }),
    });
    const c = await jsonOf(elsewhere);
    expect(c.message).toContain(`at ${OTHER_SITE}`);
    const res = await browser.post('/api/auth/wallet/verify', verifyBody(KIP5, c));
    expect([res.status, (await jsonOf(res)).error.code]).toEqual([401, 'origin_mismatch']);

    // Issued here, but the wallet signed a text naming another site.
    const here = await challenge(browser, KIP5.address);
    const forOtherSite = here.message.replace(new URL(app.base).origin, OTHER_SITE);
    const res2 = await browser.post('/api/auth/wallet/verify', {
      ...verifyBody(KIP5, here),
      signature: KIP5.sign(forOtherSite),
    });
    expect([res2.status, (await jsonOf(res2)).error.code]).toEqual([401, 'invalid_signature']);
  });

  it('signs an ECDSA wallet (version 1 address, compressed key, ECDSA signature) in as its own user', async () => {
    const ecdsa = testEcdsaWallet();
    const c = await challenge(browser, ecdsa.address);
    expect(c.message).toContain(`Wallet address: ${ecdsa.address}`);
    expect((await browser.post('/api/auth/wallet/verify', verifyBody(ecdsa, c))).status).toBe(200);
    const user = await jsonOf(await browser.fetch('/api/auth/user'));
    const short = `kaspa:${ecdsa.address.slice(6, 10)}…${ecdsa.address.slice(-4)}`;
    expect(user).toEqual({ id: expect.any(String), displayName: short, address: ecdsa.address, method: 'wallet' });
    expect(ecdsa.address).toMatch(/^kaspa:qy/); // version 1, then a 02/03 key
  });

  it('refuses an ECDSA sign-in whose key is not the address key, or whose signature is not ECDSA', async () => {
    const ecdsa = testEcdsaWallet();
    const otherEcdsa = testEcdsaWallet();
    const flippedParity = `${ecdsa.compressedHex.startsWith('02') ? '03' : '02'}${ecdsa.compressedHex.slice(2)}`;
    const schnorrTwin = testWallet(); // a Schnorr wallet's signature for the ECDSA address
    const cases: Array<[string, (c: { nonce: string; message: string }) => Record<string, string>, string]> = [
      ['another ECDSA key', (c) => ({ ...verifyBody(otherEcdsa, c), address: ecdsa.address }), 'public_key_mismatch'],
      ['the other parity', (c) => ({ ...verifyBody(ecdsa, c), publicKey: flippedParity }), 'public_key_mismatch'],
      ['the x-only form', (c) => ({ ...verifyBody(ecdsa, c), publicKey: ecdsa.xOnlyHex }), 'public_key_mismatch'],
      [
        'a Schnorr signature',
        (c) => ({ ...verifyBody(ecdsa, c), signature: schnorrTwin.sign(c.message) }),
        'invalid_signature',
      ],
      [
        'another message',
        (c) => ({ ...verifyBody(ecdsa, c), signature: ecdsa.sign(`${c.message} `) }),
        'invalid_signature',
      ],
    ];
    for (const [label, body, code] of cases) {
      const c = await challenge(browser, ecdsa.address);
      const res = await browser.post('/api/auth/wallet/verify', body(c));
      expect([label, res.status, (await jsonOf(res)).error.code]).toEqual([label, 401, code]);
      expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    }
  });

  it('refuses a Schnorr sign-in with an ECDSA key or an ECDSA signature, even of the same private key', async () => {
    const privateKey = '11'.repeat(32);
    const schnorrWallet = testWallet(privateKey);
    const ecdsaWallet = testEcdsaWallet(privateKey);
    const c1 = await challenge(browser, schnorrWallet.address);
    const wrongSignature = await browser.post('/api/auth/wallet/verify', {
      ...verifyBody(schnorrWallet, c1),
      signature: ecdsaWallet.sign(c1.message),
    });
    expect([wrongSignature.status, (await jsonOf(wrongSignature)).error.code]).toEqual([401, 'invalid_signature']);
    const c2 = await challenge(browser, schnorrWallet.address);
    const ecdsaKeyOtherX = testEcdsaWallet();
    const wrongKey = await browser.post('/api/auth/wallet/verify', {
      ...verifyBody(schnorrWallet, c2),
      publicKey: ecdsaKeyOtherX.compressedHex,
    });
    expect([wrongKey.status, (await jsonOf(wrongKey)).error.code]).toEqual([401, 'public_key_mismatch']);
  });

  it('answers script (P2SH) addresses and bad input with 400s', async () => {
    const p2sh = encodeKaspaAddress('kaspa', 8, randomBytes(32));
    const res = await browser.post('/api/auth/wallet/challenge', { address: p2sh });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toEqual({
      code: 'unsupported_address',
      message: 'address: script (P2SH) addresses cannot sign in',
    });

    const bad: Array<[string, unknown, string]> = [
      ['/api/auth/wallet/challenge', { address: 'kaspa:qqq' }, 'invalid_address'],
      ['/api/auth/wallet/challenge', { address: encodeKaspaAddress('kaspatest', 0, randomBytes(32)) }, 'wrong_network'],
      ['/api/auth/wallet/challenge', {}, 'invalid_input'],
      [
        '/api/auth/wallet/verify',
        { address: KIP5.address, publicKey: `04${KIP5.xOnlyHex}`, signature: '00'.repeat(64), nonce: '0'.repeat(32) },
        'invalid_input',
      ],
      [
        '/api/auth/wallet/verify',
        { address: KIP5.address, publicKey: KIP5.xOnlyHex, signature: 'zz', nonce: '0'.repeat(32) },
        'invalid_input',
      ],
    ];
    for (const [path, body, code] of bad) {
      const r = await browser.post(path, body);
      expect([path, r.status, (await jsonOf(r)).error.code]).toEqual([path, 400, code]);
    }
  });

  it('signs out: the session is gone and the saved cookie no longer works', async () => {
    const c = await challenge(browser, KIP5.address);
    await browser.post('/api/auth/wallet/verify', verifyBody(KIP5, c));
    const saved = browser.cookieHeader();
    expect((await fetch(`${app.base}/api/auth/user`, { headers: { cookie: saved } })).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    expect((await fetch(`${app.base}/api/auth/user`, { headers: { cookie: saved } })).status).toBe(401);
  });

  it('needs the site Origin on every sign-in call', async () => {
    const res = await fetch(`${app.base}/api/auth/wallet/challenge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: KIP5.address }),
    });
    expect(res.status).toBe(403);
  });
});

eachDatabase('wallet nonce under concurrency', (ctx) => {
  it('two app instances verifying the same nonce at once: exactly one signs in', async () => {
    // Replicas behind the edge all serve one site origin.
    const site = 'https://nacho.test';
    const config = testConfig({ ALLOWED_ORIGINS: site });
    const a = startContestApp({ config, db: ctx.db() });
    const b = startContestApp({ config, db: ctx.db() });
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { Origin: site, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      for (let round = 0; round < 5; round++) {
        const c = await jsonOf(await post(a.base, '/api/auth/wallet/challenge', { address: KIP5.address }));
        const body = verifyBody(KIP5, c);
        const replies = await Promise.all(
          [a.base, b.base, a.base, b.base].map((base) => post(base, '/api/auth/wallet/verify', body)),
        );
        expect(replies.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
      }
      expect(Number((await ctx.db()('users').where({ kaspa_address: KIP5.address }).count({ n: '*' }))[0]!.n)).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
