import http from 'node:http';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, type RunningContestApp } from '../testing/contest-app';
import { testWallet } from '../testing/test-wallet';
import { verifyBody } from '../testing/wallet-sign-in';

const PUBLIC_ORIGIN = 'https://nacho.example';
const KIP5 = testWallet('0000000000000000000000000000000000000000000000000000000000000003');

interface Reply {
  status: number;
  body: any;
  cookie?: string;
}

/** A JSON POST with the Host, Origin and X-Forwarded-Proto a browser behind the edge would send (fetch cannot set Host). */
function post(
  base: string,
  path: string,
  body: unknown,
  headers: { host: string; origin: string; proto?: string; cookie?: string },
): Promise<Reply> {
  const { port } = new URL(base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          Host: headers.host,
          Origin: headers.origin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(headers.proto ? { 'X-Forwarded-Proto': headers.proto } : {}),
          ...(headers.cookie ? { Cookie: headers.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: text ? JSON.parse(text) : undefined,
            cookie: res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

eachDatabase('wallet sign-in with PUBLIC_ORIGIN', (ctx) => {
  let app: RunningContestApp;
  const site = { host: 'nacho.example', origin: PUBLIC_ORIGIN, proto: 'https' };

  beforeAll(() => {
    // Behind the TLS edge (TRUST_PROXY). ALLOWED_ORIGINS lets these Origins past the mutation guard
    // whatever the Host: the public origin itself, and a partner site that is not the public origin.
    const config = testConfig({
      PUBLIC_ORIGIN,
      TRUST_PROXY: 'true',
      ALLOWED_ORIGINS: `https://partner.example,${PUBLIC_ORIGIN}`,
    });
    app = startContestApp({ config, db: ctx.db(), auth: { rateLimit: { points: 1000 } } });
  });
  afterAll(() => app.close());

  it('names PUBLIC_ORIGIN in the message and signs in through it', async () => {
    const c = await post(app.base, '/api/auth/wallet/challenge', { address: KIP5.address }, site);
    expect(c.status).toBe(200);
    expect(c.body.message).toContain(`Sign in to the NACHO explorer at ${PUBLIC_ORIGIN}\n`);
    const v = await post(app.base, '/api/auth/wallet/verify', verifyBody(KIP5, c.body), site);
    expect(v.status).toBe(200);
    expect(v.cookie).toMatch(/^nacho\.sid=/);
  });

  it.each([
    ["the server's own address", (base: string) => ({ host: new URL(base).host, origin: new URL(base).origin })],
    [
      "a relaying site's Host and Origin",
      () => ({ host: 'evil.example', origin: 'https://evil.example', proto: 'https' }),
    ],
    ['another allowed Origin', () => ({ ...site, origin: 'https://partner.example' })],
    ['another Host with the public Origin', () => ({ ...site, host: 'evil.example' })],
  ])('refuses a challenge sent to %s with 400', async (_, headers) => {
    const res = await post(app.base, '/api/auth/wallet/challenge', { address: KIP5.address }, headers(app.base));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'wrong_site',
      message: `Sign in on ${PUBLIC_ORIGIN}: this request was not addressed to it`,
    });
  });

  it('refuses a verify sent elsewhere with 400, without using up the nonce', async () => {
    const c = await post(app.base, '/api/auth/wallet/challenge', { address: KIP5.address }, site);
    const body = verifyBody(KIP5, c.body);
    const elsewhere = await post(app.base, '/api/auth/wallet/verify', body, {
      host: 'evil.example',
      origin: 'https://evil.example',
      proto: 'https',
    });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([400, 'wrong_site']);
    expect((await post(app.base, '/api/auth/wallet/verify', body, site)).status).toBe(200);
  });
});

eachDatabase('wallet sign-in without PUBLIC_ORIGIN', (ctx) => {
  it('names the origin the request came from, as before', async () => {
    const app = startContestApp({ config: testConfig({ TRUST_PROXY: 'true' }), db: ctx.db() });
    try {
      const res = await post(
        app.base,
        '/api/auth/wallet/challenge',
        { address: KIP5.address },
        { host: 'mirror.example', origin: 'https://mirror.example', proto: 'https' },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toContain('Sign in to the NACHO explorer at https://mirror.example\n');
    } finally {
      await app.close();
    }
  });
});
