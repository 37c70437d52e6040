import type Router from '@koa/router';
import { countSignIns, startUserSession, type Db } from '@nacho/core';
import { createDemoUser } from './users';

/** POST /dev/sign-in: "Sign in as a demo voter". Never mounted when NODE_ENV=production. */
export function addDevSignInRoutes(router: Router, { db, now }: { db: Db; now: () => number }): void {
  router.post('/dev/sign-in', countSignIns('demo'), async (ctx) => {
    const userId = await createDemoUser(db, now());
    await startUserSession(ctx, userId, false);
    ctx.body = { ok: true };
  });
}
