import { createRedis, runService, serviceSessionKeys, sessionSetup } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from './index';

/** The contest service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'contest',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config, { autoPipelining: true });
    return {
      session: sessionSetup({ config, db, redis, keys: serviceSessionKeys(config) }),
      routers: createContestRouters({ config, logger, db, redis }),
      close: async () => {
        await redis?.quit();
      },
    };
  },
});
