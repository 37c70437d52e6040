import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { HelmetOptions } from 'helmet';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDb, type Db } from '../db';
import { createApp } from '../http/app';
import { createHttpServer, type ServerTimeouts } from '../http/server-timeouts';
import { createLogger, type Logger } from '../logger';
import { checkDatabaseOnScrape, checkRedisOnScrape } from '../metrics/dependency-checks';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';
import type { Redis } from '../redis';
import { shutdownOnSignals, type SignalSource } from './shutdown-signals';

export interface ServiceContext {
  config: Config;
  logger: Logger;
  db: Db;
}

/** What a service adds to the shared start-up. */
export interface ServiceParts {
  routers?: Router[];
  /** Sessions: `sessionSetup(...)` (koa-session needs the app instance). */
  session?: (app: Koa) => Middleware[];
  /** Between the guard/body parser (and sessions) and the routers. */
  middleware?: Middleware[];
  /** Called with the app after the routers are mounted (the all-in-one server mounts the front ends). */
  extendApp?(app: Koa): void;
  /** Runs once the port is open (or at once for a service without HTTP). */
  started?(url: string | undefined): Promise<void> | void;
  /** Runs when stopping begins, beside the server's close (ends long-lived streams that would hold it open). */
  stopping?(): Promise<void> | void;
  /** Extra cleanup after the server stopped taking requests, before the database closes. */
  close?(): Promise<void>;
  /** The service's Redis connection, if any: the metrics report whether it answers (nacho_redis_up). */
  redis?: Redis;
}

export interface StartServiceOptions {
  /** Logger name, e.g. "nft". */
  name: string;
  /** Default: loadConfig(process.env). */
  config?: Config;
  /** migrateLatest from @nacho/db (passed in: @nacho/db depends on this package). */
  migrate?: (db: Db) => Promise<string[]>;
  /** False for a process without an HTTP API (the worker). Default true. */
  http?: boolean;
  /** Default: config.port. 0 picks a free port. */
  port?: number;
  timeouts?: Partial<ServerTimeouts>;
  helmet?: HelmetOptions;
  /** Default: config.metricsPort (null: no metrics listener). 0 picks a free port. */
  metricsPort?: number | null;
  build(context: ServiceContext): ServiceParts | Promise<ServiceParts>;
}

export interface RunningService extends ServiceContext {
  /** Undefined for a service without HTTP. */
  server?: Server;
  url?: string;
  /** The metrics listener (METRICS_PORT on METRICS_HOST), if one is open: never the public port. */
  metrics?: MetricsServer;
  /** Stops taking requests, runs the service's cleanup, closes the database; once. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open until they time out.
    server.closeIdleConnections();
  });
}

/**
 * The metrics listener of the process, apart from the public port. A port that cannot be opened
 * (taken by another process) is logged and the service runs on without metrics: the site matters more.
 */
async function openMetrics(port: number | null, host: string, logger: Logger): Promise<MetricsServer | undefined> {
  if (port === null) return undefined;
  try {
    const metrics = await startMetricsServer({ host, port, logger });
    logger.info({ url: metrics.url }, 'metrics listening');
    return metrics;
  } catch (err) {
    logger.error(
      { err, host, port },
      'the metrics port could not be opened; running without metrics (set METRICS_PORT to a free port)',
    );
    return undefined;
  }
}

/**
 * The one start-up of every service: config, logger, database, migrations, the shared Koa app with
 * the service's routers and middleware, an HTTP server with slow-client timeouts, listen.
 */
export async function startService(options: StartServiceOptions): Promise<RunningService> {
  const started = Date.now();
  const config = options.config ?? loadConfig();
  const logger = createLogger(config, options.name);
  const db = createDb(config);
  let parts: ServiceParts = {};
  let server: Server | undefined;
  let metrics: MetricsServer | undefined;
  const stopChecks: Array<() => void> = [];
  try {
    if (options.migrate) {
      const applied = await options.migrate(db);
      if (applied.length) logger.info({ applied }, 'migrations applied');
    }
    parts = await options.build({ config, logger, db });
    stopChecks.push(checkDatabaseOnScrape(db));
    if (parts.redis) stopChecks.push(checkRedisOnScrape(parts.redis));
    metrics = await openMetrics(
      options.metricsPort === undefined ? config.metricsPort : options.metricsPort,
      config.metricsHost,
      logger,
    );
    let url: string | undefined;
    if (options.http !== false) {
      const app = createApp({
        config,
        logger,
        db,
        routers: parts.routers,
        session: parts.session,
        middleware: parts.middleware,
        helmet: options.helmet,
        serviceName: options.name,
      });
      parts.extendApp?.(app);
      server = createHttpServer(app.callback(), options.timeouts);
      const port = await listen(server, options.port ?? config.port);
      url = `http://localhost:${port}`;
      logger.info({ url, ms: Date.now() - started }, `${options.name} listening`);
    }
    await parts.started?.(url);
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        if (server) await Promise.all([closeServer(server), parts.stopping?.()]);
        for (const stopCheck of stopChecks) stopCheck();
        await metrics?.close();
        await parts.close?.();
        await db.destroy();
        logger.info(`${options.name} stopped`);
      })());
    return { config, logger, db, server, url, metrics, stop };
  } catch (err) {
    if (server?.listening) await closeServer(server);
    for (const stopCheck of stopChecks) stopCheck();
    await metrics?.close();
    await parts.close?.().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw err;
  }
}

export interface RunServiceOptions extends StartServiceOptions {
  env?: NodeJS.ProcessEnv;
  signals?: SignalSource;
  exit?: (code: number) => void;
}

/**
 * A main.ts in one call: an invalid variable exits 2 naming it, a start-up failure exits 1, and
 * SIGTERM/SIGINT stop the service once and exit.
 */
export async function runService({
  env = process.env,
  signals,
  exit = (code) => process.exit(code),
  ...options
}: RunServiceOptions): Promise<RunningService | undefined> {
  let config: Config;
  try {
    config = options.config ?? loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    exit(2);
    return undefined;
  }
  try {
    const running = await startService({ ...options, config });
    shutdownOnSignals({ logger: running.logger, stop: running.stop, exit, signals });
    return running;
  } catch (err) {
    console.error(err);
    exit(1);
    return undefined;
  }
}
