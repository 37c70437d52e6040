import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { recordSignIn, startUserSession, type Db, type Logger } from '@nacho/core';
import { upsertOidcUser } from '../users';
import { isProviderOutage, type OidcSignIn } from './oidc-sign-in';

/** An OIDC sign-in must come back within this time. */
const FLOW_TTL_MS = 10 * 60 * 1000;

/** Only same-site paths: "/x" but not "//evil.example" or "/\evil.example". */
function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && value.length <= 500 ? value : '/';
}

function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export interface OidcRouteDeps {
  oidc: OidcSignIn;
  db: Db;
  logger: Logger;
  production: boolean;
  now: () => number;
  rateLimit: Middleware;
  /** config.publicOrigin: when set, the redirect URI is built from it, never from the request's host. */
  publicOrigin?: string;
}

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * The redirect URI registered at the provider: `${PUBLIC_ORIGIN}/api/auth/oidc/callback` when
 * PUBLIC_ORIGIN is set, otherwise the origin the browser used (fine for `npm start` on localhost).
 */
export function oidcRedirectUri(publicOrigin: string | undefined, ctx?: { protocol: string; host: string }): string {
  const origin = publicOrigin ?? (ctx ? `${ctx.protocol}://${ctx.host}` : 'http(s)://<the host the browser used>');
  return `${origin}${OIDC_CALLBACK_PATH}`;
}

/**
 * GET /oidc/start?returnTo=/path redirects to the provider; GET /oidc/callback finishes the code
 * flow and redirects back to returnTo (with ?signInError=... when refused). Both are browser
 * navigations, so they answer with redirects, never JSON.
 */
export function addOidcRoutes(
  router: Router,
  { oidc, db, logger, production, now, rateLimit, publicOrigin }: OidcRouteDeps,
): void {
  const redirectUri = (ctx: { protocol: string; host: string }) => oidcRedirectUri(publicOrigin, ctx);

  router.get('/oidc/start', rateLimit, async (ctx) => {
    const returnTo = safeReturnPath(ctx.query.returnTo);
    try {
      const { url, flow } = await oidc.start(redirectUri(ctx));
      ctx.session.oidcFlow = { ...flow, startedAt: now() };
      ctx.session.oidcReturnTo = returnTo;
      ctx.redirect(url);
    } catch (err) {
      logger.warn({ err }, 'OpenID Connect provider unavailable');
      ctx.redirect(withParam(returnTo, 'signInError', 'oidc_unavailable'));
    }
  });

  router.get('/oidc/callback', async (ctx) => {
    const session = ctx.session;
    const flow = session.oidcFlow;
    const returnTo = safeReturnPath(session.oidcReturnTo);
    // One callback per flow: whatever happens next, this state and verifier are spent.
    delete session.oidcFlow;
    delete session.oidcReturnTo;
    if (!flow || now() - flow.startedAt > FLOW_TTL_MS) {
      recordSignIn('oidc', 'oidc_expired');
      ctx.redirect(withParam(returnTo, 'signInError', 'oidc_expired'));
      return;
    }
    // The person said no at the provider (RFC 6749 4.1.2.1): not a failure of ours, just "cancelled".
    if (ctx.query.error === 'access_denied') {
      recordSignIn('oidc', 'oidc_cancelled');
      ctx.redirect(withParam(returnTo, 'signInError', 'oidc_cancelled'));
      return;
    }
    let userId: string;
    let signedIn: Awaited<ReturnType<OidcSignIn['finish']>>;
    try {
      const callbackUrl = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
      signedIn = await oidc.finish(callbackUrl, flow);
      userId = await upsertOidcUser(db, signedIn, now());
    } catch (err) {
      // A provider that does not answer during the code exchange is "not reachable", not "refused".
      const code = isProviderOutage(err) ? 'oidc_unavailable' : 'oidc_refused';
      logger.info(
        { err: (err as Error).message, code },
        code === 'oidc_unavailable' ? 'OpenID Connect provider unavailable' : 'OpenID Connect sign-in refused',
      );
      recordSignIn('oidc', code);
      ctx.redirect(withParam(returnTo, 'signInError', code));
      return;
    }
    await startUserSession(ctx, userId, production);
    if (signedIn.idToken) ctx.session.oidcIdToken = signedIn.idToken;
    ctx.session.oidcProviderSignOut = signedIn.providerSignOut;
    recordSignIn('oidc', 'success');
    ctx.redirect(returnTo);
  });
}
