import type * as OpenIdClientModule from 'openid-client' with { 'resolution-mode': 'import' };
import type { OidcProfile } from '../users';

type OpenIdClient = typeof OpenIdClientModule;

// openid-client 6 is ESM-only: load it with a real dynamic import (kept as import() by tsc's Node16 output).
let openIdClient: Promise<OpenIdClient> | undefined;
const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** http:// issuers are accepted only outside production (a local provider in development or tests). */
  allowHttpIssuer: boolean;
}

export interface OidcFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcSignIn {
  /** The provider's authorization URL (code flow, PKCE S256, state and nonce) and what to keep until the callback. */
  start(redirectUri: string): Promise<{ url: string; flow: OidcFlow }>;
  /** Exchanges the callback's code (checking state, PKCE and nonce) and reads the person's profile. */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcProfile>;
}

/** Discovery happens at the first sign-in and is retried after a failure, so start-up never waits for the provider. */
export function createOidcSignIn(settings: OidcSettings): OidcSignIn {
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
        settings.allowHttpIssuer ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const client = await loadOpenIdClient();
      const config = await configuration();
      const flow: OidcFlow = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce() };
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
      return {
        issuer: config.serverMetadata().issuer,
        subject,
        email: text(info.email),
        name: text(info.name),
        givenName: text(info.given_name),
        familyName: text(info.family_name),
        picture: text(info.picture),
      };
    },
  };
}
