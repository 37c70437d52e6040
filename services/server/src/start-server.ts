import path from 'node:path';
import { createRedis, sessionSetup, startService, type Config, type RunningService, type StartServiceOptions } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from '@nacho/contest';
import { createMarketRouters } from '@nacho/market';
import { createNftService } from '@nacho/nft';
import { createJobRunner } from '@nacho/worker';
import { mountFrontends } from './frontends';
import { resolveSessionKeys } from './session-keys';

export type RunningServer = RunningService;

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** What the all-in-one process runs: every service router, the front ends, and the jobs once the port is open. */
export function allInOneService(): StartServiceOptions {
  return {
    name: 'server',
    migrate: migrateLatest,
    build: ({ config, logger, db }) => {
      const redis = createRedis(config);
      const sessionKeys = resolveSessionKeys(config);
      const nft = createNftService({ config, logger, db, redis });
      const jobs = createJobRunner({ config, logger, db, redis, onCollectionPublished: (version) => nft.snapshot.notifyVersion(version) });
      return {
        // The nft read API never needs a session: its hot paths skip the session store.
        session: sessionSetup({ config, db, redis, keys: sessionKeys, appliesTo: (p) => p.startsWith('/api/') && !p.startsWith('/api/nft/') }),
        routers: [nft.router, ...createContestRouters({ config, logger, db, redis }), ...createMarketRouters({ config, logger, db })],
        extendApp: (app) => mountFrontends(app, { rootDir: REPO_ROOT }),
        // Jobs start after the port is open, so the first demo sync shows as progress in the UI.
        started: () => jobs.start(),
        close: async () => {
          await jobs.stop();
          await nft.close();
          await redis?.quit();
        },
      };
    },
  };
}

/** Migrates, mounts every service router and the front ends, starts the jobs, listens on PORT. */
export function startServer(config: Config): Promise<RunningServer> {
  return startService({ ...allInOneService(), config });
}
