import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { z } from 'zod';
import { CurrentUserReply, SessionReply, ErrorReply, LogoutReply, OkReply, SignInMethodsReply, WalletChallengeBody, WalletChallengeReply, WalletVerifyBody } from './auth-schemas';

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const errors = (codes: Record<number, string>): ZodOpenApiResponsesObject =>
  Object.fromEntries(Object.entries(codes).map(([status, description]) => [status, { description, content: json(ErrorReply) }]));

const MUTATION_ERRORS = {
  403: 'Origin header missing or not this site (origin_required, origin_not_allowed)',
  415: 'A body that is not JSON',
};
const RATE_LIMITED = { 429: 'Too many sign-in calls from this IP; Retry-After says when to try again' };

const post = (op: ZodOpenApiOperationObject) => ({ post: { tags: ['auth'], ...op } });
const get = (op: ZodOpenApiOperationObject) => ({ get: { tags: ['auth'], ...op } });

/** The OpenAPI 3.1 document of /api/auth, from the zod schemas the routes validate with. */
export function buildAuthOpenApiDocument(options: { oidc: boolean; demo: boolean }): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {
    '/api/auth/methods': get({ operationId: 'signInMethods', summary: 'Which sign-in methods this server offers', responses: { 200: { description: 'Methods', content: json(SignInMethodsReply) } } }),
    '/api/auth/session': get({
      operationId: 'session',
      summary: 'The session: the signed-in user, or null when signed out (always 200; the browser probe)',
      responses: { 200: { description: 'Signed in or not', content: json(SessionReply) } },
    }),
    '/api/auth/user': get({
      operationId: 'currentUser',
      summary: 'The signed-in user (401 when signed out, for API clients)',
      responses: { 200: { description: 'Signed in', content: json(CurrentUserReply) }, ...errors({ 401: 'Not signed in (not_signed_in)' }) },
    }),
    '/api/auth/logout': post({
      operationId: 'logout',
      summary: 'Sign out: deletes the session and clears the cookie',
      responses: {
        200: { description: "Signed out of an OpenID Connect session whose provider offers RP-initiated logout: go to redirectTo to end the provider's session too", content: json(LogoutReply) },
        204: { description: 'Signed out' },
        ...errors(MUTATION_ERRORS),
      },
    }),
    '/api/auth/wallet/challenge': post({
      operationId: 'walletChallenge',
      summary: 'A single-use nonce and the message to sign with the wallet',
      requestBody: { required: true, content: json(WalletChallengeBody) },
      responses: {
        200: { description: 'Challenge', content: json(WalletChallengeReply) },
        ...errors({ 400: 'Invalid address, wrong network, an ECDSA address (ecdsa_not_supported), or not sent to PUBLIC_ORIGIN (wrong_site)', ...MUTATION_ERRORS, ...RATE_LIMITED }),
      },
    }),
    '/api/auth/wallet/verify': post({
      operationId: 'walletVerify',
      summary: 'Checks the signed challenge and signs the session in (new session id)',
      requestBody: { required: true, content: json(WalletVerifyBody) },
      responses: {
        200: { description: 'Signed in; the session cookie is set', content: json(OkReply) },
        ...errors({
          400: 'Invalid input, or not sent to PUBLIC_ORIGIN (wrong_site)',
          401: 'public_key_mismatch, invalid_nonce (expired, used, or for another address), origin_mismatch, invalid_signature',
          ...MUTATION_ERRORS,
          ...RATE_LIMITED,
        }),
      },
    }),
  };
  if (options.oidc) {
    paths['/api/auth/oidc/start'] = get({
      operationId: 'oidcStart',
      summary: 'Redirects to the OpenID Connect provider (code flow, PKCE S256, state, nonce)',
      requestParams: { query: z.object({ returnTo: z.string().optional().meta({ description: 'A same-site path to come back to' }) }) },
      responses: { 302: { description: 'To the provider, after checking that it answers (else back with ?signInError=oidc_unavailable)' }, ...errors(RATE_LIMITED) },
    });
    paths['/api/auth/oidc/callback'] = get({
      operationId: 'oidcCallback',
      summary: "The provider's redirect back: exchanges the code and signs the session in",
      responses: {
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
      responses: { 200: { description: 'Signed in', content: json(OkReply) }, ...errors(MUTATION_ERRORS) },
    });
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'NACHO sign-in API', version: '1', description: 'Sessions, Kaspa wallet sign-in, OpenID Connect and the demo voter.' },
    paths,
  });
}
