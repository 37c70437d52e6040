import type { Server } from 'node:http';
import path from 'node:path';
import { createApp, createDb, createLogger, createRedis, sessionSetup, type Config, type Logger } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from '@nacho/contest';
import { createNftService } from '@nacho/nft';
import { createJobRunner } from '@nacho/worker';
import { mountFrontends } from './frontends';
import { resolveSessionKeys } from './session-keys';

export interface RunningServer {
  server: Server;
  logger: Logger;
  url: string;
  stop(): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Migrates, mounts every service router and the front ends, starts the jobs, listens on PORT. */
export async function startServer(config: Config): Promise<RunningServer> {
  const started = Date.now();
  const logger = createLogger(config, 'server');
  const db = createDb(config);
  const applied = await migrateLatest(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const redis = createRedis(config);
  const sessionKeys = resolveSessionKeys(config);

  const nft = createNftService({ config, logger, db });
  const app = createApp({
    config,
    logger,
    db,
    // The nft read API never needs a session: its hot paths skip the session store.
    session: sessionSetup({ config, db, redis, keys: sessionKeys, appliesTo: (p) => p.startsWith('/api/') && !p.startsWith('/api/nft/') }),
    routers: [nft.router, ...createContestRouters({ config, logger, db, redis })],
  });
  mountFrontends(app, { rootDir: REPO_ROOT });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, ms: Date.now() - started, database: config.databaseUrl ? 'postgres' : 'sqlite', redis: Boolean(redis) }, 'listening');
  // Jobs start after the port is open, so the first demo sync shows as progress in the UI.
  const jobs = createJobRunner({ config, logger, db, redis });
  await jobs.start();

  return {
    server,
    logger,
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await jobs.stop();
      await nft.close();
      await redis?.quit();
      await db.destroy();
      logger.info('stopped');
    },
  };
}
