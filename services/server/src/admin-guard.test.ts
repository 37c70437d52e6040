import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { createApp, createDb, createLogger, type Db } from '@nacho/core';
import { jsonOf, sameOriginJson, tempDir, testConfig } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from '@nacho/contest';
import { createMarketRouters } from '@nacho/market';

/**
 * Admin-only routes outside /api/admin (checked when their router exists). The midnight-reset test
 * aid is open outside production and 403 without an admin session in production: its own test is
 * services/contest/src/likes/midnight-reset-guard.test.ts.
 */
const ADMIN_ONLY_ELSEWHERE = ['POST /api/market/reset-history'];
/** The sign-in itself is open to everybody. */
const OPEN_ADMIN_ROUTES = ['GET /api/admin/session', 'POST /api/admin/session', 'DELETE /api/admin/session'];

interface RouteInfo {
  method: string;
  path: string;
}

/** Every method + path the routers answer (router.stack), so a route added later is covered too. */
function routesOf(routers: Router[]): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD'))
        routes.push({ method, path: layer.path as string });
    }
  }
  return routes;
}

const needsAdmin = ({ method, path }: RouteInfo) => {
  const key = `${method} ${path}`;
  if (OPEN_ADMIN_ROUTES.includes(key)) return false;
  return path.startsWith('/api/admin') || ADMIN_ONLY_ELSEWHERE.includes(key);
};

/** Fills path parameters with a plain id. */
const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '1').replace(/\{?\/?\*[A-Za-z_]+\}?/g, '/x');

describe('every admin route refuses callers without an admin session', () => {
  let db: Db;
  let server: Server;
  let base: string;
  let guarded: RouteInfo[];

  beforeAll(async () => {
    // A deployed service (not the embedded server).
    const config = { ...testConfig(), embedded: false };
    const logger = createLogger(config);
    db = createDb(config, { filename: `${tempDir()}/guard.sqlite` });
    await migrateLatest(db);
    const deps = { config, logger, db };
    // The market factory takes its dependencies once the market work lands; extra arguments are harmless before.
    const routers = [...createContestRouters(deps), ...(createMarketRouters as (d: typeof deps) => Router[])(deps)];
    guarded = routesOf(routers).filter(needsAdmin);
    // Stand-in for the session middleware: x-test-role says who is calling.
    const who: Middleware = async (ctx, next) => {
      const role = ctx.get('x-test-role');
      if (role) ctx.state.user = { id: `u-${role}`, displayName: role, address: null, method: 'demo', createdAt: 0 };
      ctx.state.isAdmin = role === 'admin';
      await next();
    };
    const app = createApp({ config, logger, db, routers, middleware: [who] });
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  });

  const call = (route: RouteInfo, role?: string) =>
    fetch(`${base}${concrete(route.path)}`, {
      method: route.method,
      headers: { ...(route.method === 'GET' ? {} : sameOriginJson(base)), ...(role ? { 'x-test-role': role } : {}) },
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });

  it('finds the admin API among the routers', () => {
    const keys = guarded.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/like-logs',
        'GET /api/admin/audit-log',
        'GET /api/admin/likes-per-month',
        'DELETE /api/admin/delete-like/:id',
        'POST /api/admin/delete-all-likes',
        'POST /api/admin/reset-monthly-contest',
        'POST /api/admin/delete-likes-for-month',
        'POST /api/admin/declare-winner',
        'PUT /api/admin/hall-of-fame/:id',
        'DELETE /api/admin/hall-of-fame/:id',
        'DELETE /api/admin/hall-of-fame',
        'PUT /api/admin/hall-of-fame-visibility',
        'GET /api/admin/system',
        'POST /api/admin/system/queues/:queue/jobs/:id/retry',
      ]),
    );
  });

  it('answers 401 without a session and 403 for a signed-in non-admin, on every admin route', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const anonymous = await call(route);
      if (anonymous.status !== 401) failures.push(`${route.method} ${route.path} anonymous -> ${anonymous.status}`);
      const user = await call(route, 'visitor');
      const body = await jsonOf(user).catch(() => ({}));
      if (user.status !== 403 || body.error?.code !== 'admin_required')
        failures.push(`${route.method} ${route.path} non-admin -> ${user.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin session through the guard on every admin route', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const res = await call(route, 'admin');
      if ([401, 403, 404, 405, 500].includes(res.status) && !(res.status === 404 && route.path.includes(':'))) {
        failures.push(`${route.method} ${route.path} admin -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
