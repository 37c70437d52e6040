import Koa from 'koa';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { errorHandler } from './error-handler';
import { mutationGuard } from './guards';
import { createHealthRouter } from './health';
import { requestContext } from './request-context';

export interface AppOptions {
  config: Pick<Config, 'trustProxy' | 'nodeEnv'> & Partial<Pick<Config, 'allowedOrigins'>>;
  logger: Logger;
  db: Db;
  routers?: Router[];
  /**
   * Session middleware that needs the app instance (koa-session): `sessionSetup(...)` from
   * `@nacho/core`. Runs after the guard and body parser, before `middleware`.
   */
  session?: (app: Koa) => Middleware[];
  /**
   * Runs after the guard and body parser, before the routers: the session middleware that fills
   * ctx.state.user / ctx.state.isAdmin goes here (tests may pass a stand-in that sets them).
   */
  middleware?: Middleware[];
}

/** The Koa app every service shares: request id, JSON errors, security headers, JSON bodies, health. */
export function createApp({ config, logger, db, routers = [], session, middleware = [] }: AppOptions): Koa {
  // Behind the edge, only the entry our proxy appended to X-Forwarded-For is trusted (the rightmost):
  // entries before it come from the client and could be anything.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(
    helmet({
      // Remotes load at runtime from origins named in runtime-config.json, so a static CSP would break them.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(mutationGuard(config.allowedOrigins));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '64kb',
      onError: () => {
        throw Object.assign(new Error('Request body is not valid JSON'), { status: 400, code: 'invalid_json', expose: true });
      },
    }),
  );
  for (const m of [...(session?.(app) ?? []), ...middleware]) app.use(m);
  for (const router of [createHealthRouter(db), ...routers]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
