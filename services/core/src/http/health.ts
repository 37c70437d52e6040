import Router from '@koa/router';
import type { Db } from '../db';

/** /healthz: the process answers. /readyz: the database answers too. */
export function createHealthRouter(db: Db): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.raw('select 1');
      ctx.body = { status: 'ready' };
    } catch {
      ctx.status = 503;
      ctx.body = { error: { code: 'not_ready', message: 'Database is not reachable' } };
    }
  });
  return router;
}
