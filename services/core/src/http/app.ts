import os from 'node:os';
import Koa from 'koa';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { httpMetrics } from '../metrics/http-metrics';
import { errorHandler } from './error-handler';
import { HttpError, notFound } from './errors';
import { mutationGuard } from './guards';
import { createHealthRouter } from './health';
import { replayedReplies } from './replayed-replies';
import { requestContext } from './request-context';
import { API_HELMET_OPTIONS, securityHeaders } from './security-headers';

export interface AppOptions {
  config: Pick<Config, 'trustProxy' | 'nodeEnv'> & Partial<Pick<Config, 'allowedOrigins' | 'instanceName'>>;
  /** Names the instance in X-Instance when INSTANCE_NAME is unset (with the PID): "contest". */
  serviceName?: string;
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
  /** Helmet options for every answer (default: the API's; pages served later override the CSP). */
  helmet?: HelmetOptions;
}

export const JSON_BODY_LIMIT = '64kb';

/** A body over the limit is 413; anything else the JSON parser refuses is 400. */
function bodyError(err: Error & { status?: number }): never {
  if (err.status === 413)
    throw new HttpError(413, 'payload_too_large', `The request body is larger than ${JSON_BODY_LIMIT}`);
  throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON');
}

/** The Koa app every service shares: request id, JSON errors, security headers, JSON bodies, health. */
/**
 * X-Instance: which process answered, so that a person or a test can see the load spread over the
 * replicas behind the edge. In a container every replica is PID 1, so the host name stands in.
 */
export function instanceName(config: Partial<Pick<Config, 'instanceName'>>, serviceName = 'app'): string {
  return config.instanceName ?? `${serviceName}-${process.pid === 1 ? os.hostname() : process.pid}`;
}

export function createApp({
  config,
  logger,
  db,
  routers = [],
  session,
  middleware = [],
  helmet = API_HELMET_OPTIONS,
  serviceName,
}: AppOptions): Koa {
  // Behind the edge, only the entry our proxy appended to X-Forwarded-For is trusted (the rightmost):
  // entries before it come from the client and could be anything.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;
  const instance = instanceName(config, serviceName);
  // Request durations by route pattern for the metrics listener (never served on this app's port).
  app.use(httpMetrics());
  // Then: a reply recorded earlier for the same URL skips everything below (markReplayable).
  app.use(replayedReplies({ logger }));
  app.use((ctx, next) => {
    ctx.set('X-Instance', instance);
    return next();
  });
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(securityHeaders(helmet));
  app.use(mutationGuard(config.allowedOrigins));
  // The metrics live on the metrics listener only: on the site, /metrics is a 404 (never the SPA page).
  app.use((ctx, next) => {
    if (ctx.path === '/metrics' || ctx.path.startsWith('/metrics/'))
      throw notFound('No such page: the metrics are not served on this port', 'not_found');
    return next();
  });
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, onError: bodyError }));
  for (const m of [...(session?.(app) ?? []), ...middleware]) app.use(m);
  for (const router of [createHealthRouter(db), ...routers]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
