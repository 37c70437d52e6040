import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, createLogger, sessionSetup, type Config, type Db, type Redis } from '@nacho/core';
import { createContestRouters, type ContestDeps } from '../../index';

export const TEST_SESSION_KEY = 'test-session-key-'.padEnd(40, 'x');
/** A contest signing key for configurations with NODE_ENV=production (which require one). */
export const TEST_SIGNING_KEY = 'ab'.repeat(32);

export interface RunningContestApp {
  base: string;
  close(): Promise<void>;
}

/** The contest routers behind the real session setup, listening on a free port. */
export function startContestApp(opts: {
  config: Config;
  db: Db;
  redis?: Redis;
  now?: () => number;
  auth?: ContestDeps['auth'];
  redisKeyPrefix?: string;
  queuePrefix?: string;
  port?: number;
}): RunningContestApp {
  const logger = createLogger(opts.config);
  const app = createApp({
    config: opts.config,
    logger,
    db: opts.db,
    session: sessionSetup({
      config: opts.config,
      db: opts.db,
      redis: opts.redis,
      keys: [TEST_SESSION_KEY],
      now: opts.now,
      redisKeyPrefix: opts.redisKeyPrefix,
    }),
    routers: createContestRouters({
      config: opts.config,
      logger,
      db: opts.db,
      redis: opts.redis,
      now: opts.now,
      auth: opts.auth,
      queuePrefix: opts.queuePrefix,
    }),
  });
  const server: Server = app.listen(opts.port ?? 0);
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
