import { createRedis, runService, serviceSessionKeys, sessionSetup } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createMarketRouters } from './index';

/** The market service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'market',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    return {
      session: sessionSetup({ config, db, redis, keys: serviceSessionKeys(config) }),
      routers: createMarketRouters({ config, logger, db }),
      redis,
      close: async () => {
        await redis?.quit();
      },
    };
  },
});
