import type Router from '@koa/router';
import { endUserSession, unauthorized, type SessionUser } from '@nacho/core';

export function currentUserReply(user: SessionUser) {
  return { id: user.id, displayName: user.displayName, address: user.address, method: user.method };
}

/** GET /user (401 when signed out) and POST /logout. */
export function addCurrentUserRoutes(router: Router): void {
  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!ctx.state.user) throw unauthorized('Not signed in', 'not_signed_in');
    ctx.body = currentUserReply(ctx.state.user);
  });

  router.post('/logout', (ctx) => {
    endUserSession(ctx);
    ctx.status = 204;
  });
}
