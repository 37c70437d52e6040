import { cookieClient, jsonOf, type CookieClient } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import {
  startSiteWithLocalProvider,
  throughProvider,
  type SiteWithLocalProvider,
} from './testing/site-with-local-provider';

eachDatabase('OpenID Connect sign-in against a local oidc-provider', (ctx) => {
  let site: SiteWithLocalProvider;
  beforeAll(async () => {
    site = await startSiteWithLocalProvider(ctx.db(), { postLogoutRedirect: true });
  }, 30_000);
  afterAll(() => site?.close());

  /** Starts a sign-in in `browser` and walks through the provider; returns the callback URL it was sent to. */
  async function authorize(browser: CookieClient, returnTo = '/hall-of-fame'): Promise<URL> {
    const start = await browser.fetch(`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const authorizeUrl = new URL(start.headers.get('location')!);
    expect(authorizeUrl.origin).toBe(site.provider.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    return throughProvider(authorizeUrl.href, cookieClient(site.provider.issuer), site.callbackPrefix);
  }

  it('signs in through discovery, the code flow with PKCE and the token exchange, and fills the users row', async () => {
    const browser = cookieClient(site.base);
    expect(await jsonOf(await browser.fetch('/api/auth/methods'))).toEqual({ wallet: true, oidc: true, demo: true });
    const callback = await authorize(browser);
    const done = await browser.fetch(callback.pathname + callback.search);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/hall-of-fame');
    const user = await jsonOf(await browser.fetch('/api/auth/user'));
    expect(user).toEqual({ id: expect.any(String), displayName: 'Ada Lovelace', address: null, method: 'oidc' });
    const row = await ctx.db()('users').where({ id: user.id }).first();
    expect(row).toMatchObject({
      oidc_subject: `${site.provider.issuer}#ada`,
      email: 'ada@example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_image_url: 'https://example.org/ada.png',
    });

    // The same person again is the same user.
    const again = cookieClient(site.base);
    const second = await authorize(again);
    await again.fetch(second.pathname + second.search);
    expect((await jsonOf(await again.fetch('/api/auth/user'))).id).toBe(user.id);
  });

  it('refuses a callback whose state is not the one this browser was sent with', async () => {
    const browser = cookieClient(site.base);
    const callback = await authorize(browser);
    callback.searchParams.set('state', 'forged-state');
    const res = await browser.fetch(callback.pathname + callback.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hall-of-fame?signInError=oidc_refused');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('refuses a replayed code, in the same browser and in a new sign-in', async () => {
    const browser = cookieClient(site.base);
    const callback = await authorize(browser, '/');
    expect((await browser.fetch(callback.pathname + callback.search)).headers.get('location')).toBe('/');
    await browser.post('/api/auth/logout');

    // The same callback again: the flow was spent.
    const replay = await browser.fetch(callback.pathname + callback.search);
    expect(replay.headers.get('location')).toBe('/?signInError=oidc_expired');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);

    // An attacker's own fresh flow with the stolen code: the provider refuses the used code (and PKCE differs).
    const attacker = cookieClient(site.base);
    const fresh = await attacker.fetch('/api/auth/oidc/start?returnTo=/');
    const state = new URL(fresh.headers.get('location')!).searchParams.get('state')!;
    const stolen = new URL(callback);
    stolen.searchParams.set('state', state);
    const res = await attacker.fetch(stolen.pathname + stolen.search);
    expect(res.headers.get('location')).toBe('/?signInError=oidc_refused');
    expect((await attacker.fetch('/api/auth/user')).status).toBe(401);
  });

  it('only returns to same-site paths', async () => {
    const browser = cookieClient(site.base);
    const callback = await authorize(browser, '//evil.example/path');
    const res = await browser.fetch(callback.pathname + callback.search);
    expect(res.headers.get('location')).toBe('/');
  });

  it('a person who cancels at the provider (error=access_denied) comes back with oidc_cancelled, signed out', async () => {
    expect((await fetch(`${site.provider.issuer}/__test/cancel-next`, { method: 'POST' })).status).toBe(204);
    const browser = cookieClient(site.base);
    const callback = await authorize(browser);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await browser.fetch(callback.pathname + callback.search);
    expect(res.headers.get('location')).toBe('/hall-of-fame?signInError=oidc_cancelled');
    expect(await jsonOf(await browser.fetch('/api/auth/session'))).toEqual({ user: null });
  });

  it('signs out at the provider too: POST /logout answers its end_session_endpoint with id_token_hint and post_logout_redirect_uri, which the provider accepts', async () => {
    const browser = cookieClient(site.base);
    const callback = await authorize(browser);
    await browser.fetch(callback.pathname + callback.search);
    const { user } = await jsonOf(await browser.fetch('/api/auth/session'));
    expect(user).toMatchObject({ method: 'oidc', providerSignOut: true });

    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(200);
    const redirectTo = new URL((await jsonOf(res)).redirectTo);
    const discovery = await jsonOf(await fetch(`${site.provider.issuer}/.well-known/openid-configuration`));
    expect(`${redirectTo.origin}${redirectTo.pathname}`).toBe(discovery.end_session_endpoint);
    expect(redirectTo.searchParams.get('post_logout_redirect_uri')).toBe(`${site.base}/`);
    expect(redirectTo.searchParams.get('id_token_hint')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // The session is gone here at once; the provider shows its own sign-out confirmation (a 400 if it refused the hint or the URI).
    expect(await jsonOf(await browser.fetch('/api/auth/session'))).toEqual({ user: null });
    const atProvider = await cookieClient(site.provider.issuer).fetch(redirectTo.href);
    expect(atProvider.status).toBe(200);
    expect(await atProvider.text()).toMatch(/logout|sign-?out/i);
  });
});

eachDatabase('OpenID Connect with a provider that offers no RP-initiated logout', (ctx) => {
  let site: SiteWithLocalProvider;
  beforeAll(async () => {
    site = await startSiteWithLocalProvider(ctx.db(), { rpLogout: false });
  }, 30_000);
  afterAll(() => site?.close());

  it('the session says Sign out leaves the provider signed in, and POST /logout is a plain 204', async () => {
    const discovery = await jsonOf(await fetch(`${site.provider.issuer}/.well-known/openid-configuration`));
    expect(discovery.end_session_endpoint).toBeUndefined();
    const browser = cookieClient(site.base);
    const start = await browser.fetch('/api/auth/oidc/start?returnTo=/');
    const callback = await throughProvider(
      start.headers.get('location')!,
      cookieClient(site.provider.issuer),
      site.callbackPrefix,
    );
    expect((await browser.fetch(callback.pathname + callback.search)).headers.get('location')).toBe('/');
    expect((await jsonOf(await browser.fetch('/api/auth/session'))).user).toMatchObject({
      method: 'oidc',
      providerSignOut: false,
    });
    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(await jsonOf(await browser.fetch('/api/auth/session'))).toEqual({ user: null });
  });
});
