import Router from '@koa/router';
import type { Db } from '@nacho/core';
import { readHallOfFameVisible } from './site-settings';

/**
 * Public reads of the admin's site settings. Shares the /api/hall-of-fame prefix with the Hall of
 * Fame router; the admin changes the value through PUT /api/admin/hall-of-fame-visibility.
 */
export function createSiteSettingsRouter({ db }: { db: Db }) {
  const router = new Router({ prefix: '/api/hall-of-fame' });
  router.get('/visibility', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { visible: await readHallOfFameVisible(db) };
  });
  return router;
}
