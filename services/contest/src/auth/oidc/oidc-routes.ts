import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { startUserSession, type Db, type Logger } from '@nacho/core';
import { upsertOidcUser } from '../users';
import type { OidcSignIn } from './oidc-sign-in';

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
}

/**
 * GET /oidc/start?returnTo=/path redirects to the provider; GET /oidc/callback finishes the code
 * flow and redirects back to returnTo (with ?signInError=... when refused). Both are browser
 * navigations, so they answer with redirects, never JSON.
 */
export function addOidcRoutes(router: Router, { oidc, db, logger, production, now, rateLimit }: OidcRouteDeps): void {
  const redirectUri = (ctx: { protocol: string; host: string }) => `${ctx.protocol}://${ctx.host}/api/auth/oidc/callback`;

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
      ctx.redirect(withParam(returnTo, 'signInError', 'oidc_expired'));
      return;
    }
    let userId: string;
    try {
      const callbackUrl = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
      const profile = await oidc.finish(callbackUrl, flow);
      userId = await upsertOidcUser(db, profile, now());
    } catch (err) {
      logger.info({ err: (err as Error).message }, 'OpenID Connect sign-in refused');
      ctx.redirect(withParam(returnTo, 'signInError', 'oidc_refused'));
      return;
    }
    await startUserSession(ctx, userId, production);
    ctx.redirect(returnTo);
  });
}
