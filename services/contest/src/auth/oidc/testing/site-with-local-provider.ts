import type { Db } from '@nacho/core';
import { freePort, testConfig, type CookieClient } from '@nacho/core/testing';
import { startContestApp, type RunningContestApp } from '../../testing/contest-app';
import { startLocalOidcProvider, type LocalOidcProvider } from './start-local-oidc-provider';

export const OIDC_TEST_CLIENT_ID = 'nacho-explorer';
export const OIDC_TEST_CLIENT_SECRET = 'local-test-client-secret-0123456789';

export interface SiteWithLocalProvider {
  app: RunningContestApp;
  provider: LocalOidcProvider;
  /** http://127.0.0.1:<port> of the app. */
  base: string;
  /** The app's callback URL, the redirect URI registered at the provider. */
  callbackPrefix: string;
  /** Stops the app and the provider (a provider stopped already stays stopped). */
  close(): Promise<void>;
}

/** The contest app on a free port with OpenID Connect through a local oidc-provider that has it registered as a client. */
export async function startSiteWithLocalProvider(
  db: Db,
  options: {
    /** Register `${base}/` for RP-initiated logout. */
    postLogoutRedirect?: boolean;
    /** false: the provider offers no end_session_endpoint. */
    rpLogout?: boolean;
    /** Set PUBLIC_ORIGIN to the app's base URL. */
    publicOrigin?: boolean;
  } = {},
): Promise<SiteWithLocalProvider> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const callbackPrefix = `${base}/api/auth/oidc/callback`;
  const provider = await startLocalOidcProvider({
    clientId: OIDC_TEST_CLIENT_ID,
    clientSecret: OIDC_TEST_CLIENT_SECRET,
    redirectUri: callbackPrefix,
    postLogoutRedirectUri: options.postLogoutRedirect ? `${base}/` : undefined,
    rpLogout: options.rpLogout,
  });
  const config = testConfig({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: OIDC_TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT_SECRET,
    ...(options.publicOrigin ? { PUBLIC_ORIGIN: base } : {}),
  });
  const app = startContestApp({ config, db, port });
  return {
    app,
    provider,
    base,
    callbackPrefix,
    close: async () => {
      await app.close();
      await provider.stop();
    },
  };
}

/** Follows the provider's redirects (login, resume) like a browser and returns our callback URL with its code and state. */
export async function throughProvider(
  authorizeUrl: string,
  provider: CookieClient,
  callbackPrefix: string,
): Promise<URL> {
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const res = await provider.fetch(url);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${res.status} without a redirect at ${url}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
