import Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { addCurrentUserRoutes } from './current-user-routes';
import { addDevSignInRoutes } from './dev-sign-in-routes';
import { createOidcSignIn, type OidcSignIn } from './oidc/oidc-sign-in';
import { addOidcRoutes, oidcRedirectUri } from './oidc/oidc-routes';
import { DEFAULT_SIGN_IN_RATE_LIMIT, signInRateLimit, type SignInRateLimitOptions } from './sign-in-rate-limit';
import { addWalletRoutes } from './wallet/wallet-routes';

export interface AuthDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** The sign-in rate limit counts in Redis when given (shared by replicas), else in memory. */
  redis?: Redis;
  now?: () => number;
  rateLimit?: Partial<SignInRateLimitOptions>;
  /** Tests may pass their own; by default made from config.oidc. */
  oidc?: OidcSignIn;
}

/** Which sign-in methods this server offers (GET /api/auth/methods tells the browser). */
export function signInMethods(config: Config) {
  return { wallet: true, oidc: Boolean(config.oidc), demo: config.nodeEnv !== 'production' };
}

/** /api/auth: current user, sign-out, wallet sign-in, OpenID Connect, and the demo sign-in outside production. */
export function createAuthRouter(deps: AuthDeps): Router {
  const { config, db, logger } = deps;
  const now = deps.now ?? Date.now;
  const production = config.nodeEnv === 'production';
  const rateLimit = signInRateLimit(
    { ...DEFAULT_SIGN_IN_RATE_LIMIT, points: config.signInRateLimit, ...deps.rateLimit },
    deps.redis,
  );
  const methods = signInMethods(config);
  const router = new Router({ prefix: '/api/auth' });

  router.get('/methods', (ctx) => {
    ctx.body = methods;
  });
  const oidc = config.oidc
    ? (deps.oidc ?? createOidcSignIn({ ...config.oidc, allowHttpIssuer: !production }))
    : undefined;
  addCurrentUserRoutes(router, {
    // RP-initiated logout: back to the site's home page, with the ID token as the hint when kept.
    providerSignOutUrl: oidc?.endSessionUrl
      ? (ctx) =>
          oidc.endSessionUrl!({
            idTokenHint: ctx.session.oidcIdToken,
            postLogoutRedirectUri: `${config.publicOrigin ?? `${ctx.protocol}://${ctx.host}`}/`,
          })
      : undefined,
  });
  addWalletRoutes(router, { config, db, now, rateLimit });
  if (config.oidc && oidc) {
    addOidcRoutes(router, { oidc, db, logger, production, now, rateLimit, publicOrigin: config.publicOrigin });
    // The address to register at the provider, printed at start-up (the router is made once, at start).
    logger.info(
      { issuer: config.oidc.issuer, clientId: config.oidc.clientId, redirectUri: oidcRedirectUri(config.publicOrigin) },
      config.publicOrigin
        ? `OpenID Connect redirect URI: ${oidcRedirectUri(config.publicOrigin)}`
        : 'OpenID Connect redirect URI follows the host the browser used (set PUBLIC_ORIGIN to fix it)',
    );
  }
  // Absent in production: POST /api/auth/dev/sign-in is a plain 404 there.
  if (methods.demo) addDevSignInRoutes(router, { db, now });
  return router;
}
