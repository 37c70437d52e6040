import { randomBytes } from 'node:crypto';
import { createRedis, runService, sessionSetup } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from './index';

/** The contest service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'contest',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    // Production requires SESSION_KEYS (loadConfig checks); a lone dev service makes a throwaway key.
    const keys = config.sessionKeys ?? [randomBytes(32).toString('base64url')];
    return {
      session: sessionSetup({ config, db, redis, keys }),
      routers: createContestRouters({ config, logger, db, redis }),
      close: async () => {
        await redis?.quit();
      },
    };
  },
});
