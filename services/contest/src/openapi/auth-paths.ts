import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  CurrentUserReply,
  LogoutReply,
  OkReply,
  SessionReply,
  SignInMethodsReply,
  WalletChallengeBody,
  WalletChallengeReply,
  WalletVerifyBody,
} from '../auth/auth-schemas';
import { jsonBody, okJson, operation, rateLimited, reply, type OperationSpec } from './responses';

const get = (spec: OperationSpec) => ({ get: operation('get', 'auth', spec) });
const post = (spec: OperationSpec) => ({ post: operation('post', 'auth', spec) });
const SIGN_IN_RATE_LIMITED = rateLimited(
  'Too many sign-in calls from this IP (too_many_requests); Retry-After says when to try again',
);

/** /api/auth: sessions, Kaspa wallet sign-in, OpenID Connect (when configured) and the demo voter (outside production). */
export function authPaths(options: { oidc: boolean; demo: boolean }): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {
    '/api/auth/methods': get({
      operationId: 'signInMethods',
      summary: 'Which sign-in methods this server offers',
      ok: okJson('Methods', SignInMethodsReply),
    }),
    '/api/auth/session': get({
      operationId: 'session',
      summary: 'The session: the signed-in user, or null when signed out (always 200; the browser probe)',
      ok: okJson('Signed in or not', SessionReply),
    }),
    '/api/auth/user': get({
      operationId: 'currentUser',
      summary: 'The signed-in user (401 when signed out, for API clients)',
      signedIn: true,
      ok: okJson('Signed in', CurrentUserReply),
      fails: { 401: 'Not signed in (not_signed_in)' },
    }),
    '/api/auth/logout': post({
      operationId: 'logout',
      summary: 'Sign out: deletes the session and clears the cookie',
      ok: {
        ...(options.oidc
          ? {
              200: reply(
                "Signed out of an OpenID Connect session whose provider offers RP-initiated logout: go to redirectTo to end the provider's session too",
                LogoutReply,
              ),
            }
          : {}),
        204: { description: 'Signed out' },
      },
    }),
    '/api/auth/wallet/challenge': post({
      operationId: 'walletChallenge',
      summary: 'A single-use nonce and the message to sign with the wallet',
      requestBody: jsonBody(WalletChallengeBody),
      ok: okJson('Challenge', WalletChallengeReply),
      fails: {
        400: 'Invalid address, wrong network, a script (P2SH) address (unsupported_address), or not sent to PUBLIC_ORIGIN (wrong_site)',
      },
      more: SIGN_IN_RATE_LIMITED,
    }),
    '/api/auth/wallet/verify': post({
      operationId: 'walletVerify',
      summary: 'Checks the signed challenge and signs the session in (new session id)',
      requestBody: jsonBody(WalletVerifyBody),
      ok: okJson('Signed in; the session cookie is set', OkReply),
      fails: {
        400: 'Invalid input, or not sent to PUBLIC_ORIGIN (wrong_site)',
        401: 'public_key_mismatch, invalid_nonce (expired, used, or for another address), origin_mismatch, invalid_signature',
      },
      more: SIGN_IN_RATE_LIMITED,
    }),
  };
  if (options.oidc) {
    paths['/api/auth/oidc/start'] = get({
      operationId: 'oidcStart',
      summary: 'Redirects to the OpenID Connect provider (code flow, PKCE S256, state, nonce)',
      requestParams: {
        query: z.object({ returnTo: z.string().optional().meta({ description: 'A same-site path to come back to' }) }),
      },
      ok: {
        302: {
          description: 'To the provider, after checking that it answers (else back with ?signInError=oidc_unavailable)',
        },
      },
      more: SIGN_IN_RATE_LIMITED,
    });
    paths['/api/auth/oidc/callback'] = get({
      operationId: 'oidcCallback',
      summary: "The provider's redirect back: exchanges the code and signs the session in",
      ok: {
        302: {
          description:
            'To returnTo; with ?signInError=oidc_cancelled (the person cancelled at the provider), oidc_unavailable (the provider did not answer during the code exchange), oidc_refused or oidc_expired',
        },
      },
    });
  }
  if (options.demo) {
    paths['/api/auth/dev/sign-in'] = post({
      operationId: 'demoSignIn',
      summary: 'Signs in a new throwaway demo voter (absent when NODE_ENV=production)',
      ok: okJson('Signed in', OkReply),
    });
  }
  return paths;
}
