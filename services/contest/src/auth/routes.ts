import Router from '@koa/router';
import { unauthorized } from '@nacho/core';

/** The current user; nobody is signed in until sign-in arrives with the contest work. */
export function createAuthRouter() {
  const router = new Router({ prefix: '/api/auth' });
  router.get('/user', () => {
    throw unauthorized('Not signed in');
  });
  return router;
}
