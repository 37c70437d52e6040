import Router from '@koa/router';
import { unauthorized } from '@nacho/core';

/** Admin rights live on the server; until the passcode sign-in lands every admin call is refused. */
export function createAdminRouter() {
  const router = new Router({ prefix: '/api/admin' });
  router.get('/session', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { authenticated: false };
  });
  router.all('/*path', () => {
    throw unauthorized('Admin sign-in required', 'admin_required');
  });
  return router;
}
