import type Router from '@koa/router';
import type { Context } from 'koa';
import { endUserSession, unauthorized, type SessionUser } from '@nacho/core';

export function currentUserReply(user: SessionUser) {
  return { id: user.id, displayName: user.displayName, address: user.address, method: user.method };
}

export interface CurrentUserRouteOptions {
  /**
   * The provider's RP-initiated logout URL for an OpenID Connect session (when the provider offers
   * end_session_endpoint): POST /logout then answers 200 {redirectTo} and the browser goes there.
   */
  providerSignOutUrl?: (ctx: Context) => Promise<string | undefined>;
}

/**
 * GET /session (always 200: {user} or {user: null}, the convention of Auth.js's session endpoint;
 * the shell's probe, so a signed-out page logs no error), GET /user (401 when signed out, for API
 * clients) and POST /logout.
 */
export function addCurrentUserRoutes(router: Router, options: CurrentUserRouteOptions = {}): void {
  router.get('/session', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = ctx.state.user;
    if (!user) {
      ctx.body = { user: null };
      return;
    }
    // For an OpenID Connect session: whether Sign out also ends the provider's session (else the menu says it stays signed in).
    ctx.body = {
      user:
        user.method === 'oidc'
          ? { ...currentUserReply(user), providerSignOut: ctx.session.oidcProviderSignOut === true }
          : currentUserReply(user),
    };
  });

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!ctx.state.user) throw unauthorized('Not signed in', 'not_signed_in');
    ctx.body = currentUserReply(ctx.state.user);
  });

  router.post('/logout', async (ctx) => {
    const oidcSession = ctx.state.user?.method === 'oidc' && ctx.session.oidcProviderSignOut === true;
    const redirectTo = oidcSession && options.providerSignOutUrl ? await options.providerSignOutUrl(ctx) : undefined;
    endUserSession(ctx);
    if (redirectTo) {
      ctx.body = { redirectTo };
      return;
    }
    ctx.status = 204;
  });
}
