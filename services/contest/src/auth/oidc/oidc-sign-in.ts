import type * as OpenIdClientModule from 'openid-client' with { 'resolution-mode': 'import' };
import type { OidcProfile } from '../users';

type OpenIdClient = typeof OpenIdClientModule;

// openid-client 6 is ESM-only: load it with a real dynamic import (kept as import() by tsc's Node16 output).
let openIdClient: Promise<OpenIdClient> | undefined;
const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

/** How long "Continue with your account" waits to learn whether the provider answers at all. */
export const DEFAULT_OIDC_PROBE_TIMEOUT_MS = 3000;
/** Discovery, token and userinfo requests (openid-client's own default is 30 s). */
const REQUEST_TIMEOUT_SECONDS = 10;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** http:// issuers are accepted only outside production (a local provider in development or tests). */
  allowHttpIssuer: boolean;
  /** The reachability check before each redirect to the provider; DEFAULT_OIDC_PROBE_TIMEOUT_MS by default. */
  probeTimeoutMs?: number;
}

export interface OidcFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** What a finished sign-in yields: the profile, and what the RP-initiated logout needs later. */
export type OidcSignInResult = OidcProfile & { idToken?: string; providerSignOut: boolean };

export interface OidcSignIn {
  /**
   * The provider's authorization URL (code flow, PKCE S256, state and nonce) and what to keep until
   * the callback. Checks first that the provider answers (rejects with OidcUnavailableError), so the
   * browser is never sent to a provider that is down.
   */
  start(redirectUri: string): Promise<{ url: string; flow: OidcFlow }>;
  /** Exchanges the callback's code (checking state, PKCE and nonce) and reads the person's profile. */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcSignInResult>;
  /** The provider's end-session URL (RP-initiated logout), or undefined when it offers none or cannot be reached. */
  endSessionUrl?(params: { idTokenHint?: string; postLogoutRedirectUri: string }): Promise<string | undefined>;
}

/** The provider did not answer (refused, timed out, 5xx): "not reachable", never "refused". */
export class OidcUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcUnavailableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
]);

/** Whether an error (or one of its causes) is the provider not answering rather than refusing. */
export function isProviderOutage(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if (current instanceof OidcUnavailableError) return true;
    if (current instanceof TypeError && current.message === 'fetch failed') return true;
    const e = current as { name?: string; code?: string; status?: number; cause?: unknown };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    if (typeof e.status === 'number' && e.status >= 500) return true;
    current = e.cause;
  }
  return false;
}

/** Discovery happens at the first sign-in and is retried after a failure, so start-up never waits for the provider. */
export function createOidcSignIn(settings: OidcSettings): OidcSignIn {
  const probeTimeoutMs = settings.probeTimeoutMs ?? DEFAULT_OIDC_PROBE_TIMEOUT_MS;
  const discoveryUrl = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let discovered: Promise<InstanceType<OpenIdClient['Configuration']>> | undefined;
  const configuration = async () => {
    const client = await loadOpenIdClient();
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        // HTTP Basic is the client authentication every provider must support (OIDC Core 9).
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        {
          timeout: REQUEST_TIMEOUT_SECONDS,
          ...(settings.allowHttpIssuer ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  /**
   * Asks the provider's discovery document with a short timeout. Discovery itself is cached after
   * the first sign-in, so without this a provider that went down since would only show as the
   * browser's own "site can't be reached" page. (AbortSignal.timeout alone: on Node 20,
   * AbortSignal.any over a timeout signal may never fire.)
   */
  const probe = async () => {
    let res: Response;
    try {
      res = await fetch(discoveryUrl, {
        signal: AbortSignal.timeout(probeTimeoutMs),
        redirect: 'manual',
        headers: { accept: 'application/json' },
      });
    } catch (err) {
      throw new OidcUnavailableError(`the provider did not answer within ${probeTimeoutMs} ms`, { cause: err });
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 500) throw new OidcUnavailableError(`the provider answered ${res.status}`);
  };

  return {
    async start(redirectUri) {
      await probe();
      const client = await loadOpenIdClient();
      let config;
      try {
        config = await configuration();
      } catch (err) {
        throw isProviderOutage(err) ? new OidcUnavailableError('discovery failed', { cause: err }) : err;
      }
      const flow: OidcFlow = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    async finish(callbackUrl, flow) {
      const client = await loadOpenIdClient();
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const subject = tokens.claims()!.sub;
        const info = await client.fetchUserInfo(config, tokens.access_token, subject);
        const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
        const metadata = config.serverMetadata();
        return {
          issuer: metadata.issuer,
          subject,
          email: text(info.email),
          name: text(info.name),
          givenName: text(info.given_name),
          familyName: text(info.family_name),
          picture: text(info.picture),
          idToken: tokens.id_token,
          providerSignOut: Boolean(metadata.end_session_endpoint),
        };
      } catch (err) {
        throw isProviderOutage(err)
          ? new OidcUnavailableError('the provider did not answer during the code exchange', { cause: err })
          : err;
      }
    },

    async endSessionUrl({ idTokenHint, postLogoutRedirectUri }) {
      try {
        const client = await loadOpenIdClient();
        const config = await configuration();
        if (!config.serverMetadata().end_session_endpoint) return undefined;
        const params: Record<string, string> = {
          post_logout_redirect_uri: postLogoutRedirectUri,
          client_id: settings.clientId,
        };
        if (idTokenHint) params.id_token_hint = idTokenHint;
        return client.buildEndSessionUrl(config, params).href;
      } catch {
        return undefined;
      }
    },
  };
}
