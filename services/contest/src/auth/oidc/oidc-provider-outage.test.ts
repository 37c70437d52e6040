import http from 'node:http';
import type net from 'node:net';
import type { Logger } from '@nacho/core';
import { cookieClient, jsonOf, testConfig, type CookieClient } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createAuthRouter } from '../routes';
import { createOidcSignIn, OidcUnavailableError } from './oidc-sign-in';
import {
  OIDC_TEST_CLIENT_ID,
  startSiteWithLocalProvider,
  throughProvider,
  type SiteWithLocalProvider,
} from './testing/site-with-local-provider';

/**
 * A stand-in provider that serves its discovery document until told to hang; then it accepts
 * every connection and never answers (the case a plain "connection refused" check would miss).
 */
async function startHangableProvider() {
  let hang = false;
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    if (hang) return void held.push(res);
    const issuer = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    hang: () => (hang = true),
    close: async () => {
      held.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('OpenID Connect start when the provider never answers', () => {
  it('after a first successful discovery, start() gives up within the probe timeout (not after minutes)', async () => {
    const fake = await startHangableProvider();
    try {
      const oidc = createOidcSignIn({
        issuer: fake.issuer,
        clientId: OIDC_TEST_CLIENT_ID,
        allowHttpIssuer: true,
        probeTimeoutMs: 400,
      });
      const first = await oidc.start('http://127.0.0.1:1/api/auth/oidc/callback');
      expect(new URL(first.url).pathname).toBe('/auth');
      fake.hang();
      const started = Date.now();
      await expect(oidc.start('http://127.0.0.1:1/api/auth/oidc/callback')).rejects.toBeInstanceOf(
        OidcUnavailableError,
      );
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await fake.close();
    }
  });
});

describe('OpenID Connect start-up log', () => {
  const logged = () => {
    const lines: Array<{ obj: unknown; msg: string }> = [];
    const logger = {
      info: (obj: unknown, msg: string) => lines.push({ obj, msg }),
      warn: () => undefined,
      error: () => undefined,
      debug: () => undefined,
      child: () => logger,
    } as unknown as Logger;
    return { lines, logger };
  };
  const OIDC_ENV = { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: OIDC_TEST_CLIENT_ID };

  it('prints the redirect URI built from PUBLIC_ORIGIN', () => {
    const { lines, logger } = logged();
    createAuthRouter({
      config: testConfig({ ...OIDC_ENV, PUBLIC_ORIGIN: 'https://nacho.example' }),
      logger,
      db: undefined as never,
    });
    expect(lines).toContainEqual({
      obj: expect.objectContaining({ redirectUri: 'https://nacho.example/api/auth/oidc/callback' }),
      msg: 'OpenID Connect redirect URI: https://nacho.example/api/auth/oidc/callback',
    });
  });

  it('without PUBLIC_ORIGIN says that the redirect URI follows the browser', () => {
    const { lines, logger } = logged();
    createAuthRouter({ config: testConfig(OIDC_ENV), logger, db: undefined as never });
    expect(lines.map((l) => l.msg)).toContain(
      'OpenID Connect redirect URI follows the host the browser used (set PUBLIC_ORIGIN to fix it)',
    );
  });
});

eachDatabase('OpenID Connect with the provider down', (ctx) => {
  let site: SiteWithLocalProvider;
  beforeAll(async () => {
    // PUBLIC_ORIGIN names the site as 127.0.0.1 while the browser below comes in as localhost: the redirect URI must follow PUBLIC_ORIGIN.
    site = await startSiteWithLocalProvider(ctx.db(), { publicOrigin: true });
  }, 30_000);
  afterAll(() => site?.close());

  it('uses PUBLIC_ORIGIN for the redirect URI; after a first sign-in, an outage during the code exchange is "unavailable" and so is the next start', async () => {
    const viaLocalhost = cookieClient(site.base.replace('127.0.0.1', 'localhost'));
    const first = await viaLocalhost.fetch('/api/auth/oidc/start?returnTo=/');
    expect(new URL(first.headers.get('location')!).searchParams.get('redirect_uri')).toBe(site.callbackPrefix);

    // A first sign-in: discovery is now cached in this process.
    const browser = cookieClient(site.base);
    const signIn = async (b: CookieClient) => {
      const start = await b.fetch('/api/auth/oidc/start?returnTo=/hall-of-fame');
      expect(start.status).toBe(302);
      return throughProvider(start.headers.get('location')!, cookieClient(site.provider.issuer), site.callbackPrefix);
    };
    const done = await signIn(browser);
    expect((await browser.fetch(done.pathname + done.search)).headers.get('location')).toBe('/hall-of-fame');

    // A second person is at the provider when it goes down: the code exchange cannot reach it.
    const second = cookieClient(site.base);
    const pending = await signIn(second);
    await site.provider.stop();
    const exchange = await second.fetch(pending.pathname + pending.search);
    expect(exchange.headers.get('location')).toBe('/hall-of-fame?signInError=oidc_unavailable');
    expect(await jsonOf(await second.fetch('/api/auth/session'))).toEqual({ user: null });

    // "Continue with your account" again: back to the page with the message, not to the dead provider.
    const third = cookieClient(site.base);
    const started = Date.now();
    const start = await third.fetch('/api/auth/oidc/start?returnTo=/nft/7');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/nft/7?signInError=oidc_unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);
});
