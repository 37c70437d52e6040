import { createRedis, runService, serviceSessionKeys, sessionSetup } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestLive, createContestRouters } from './index';

/** The contest service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'contest',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    const live = createContestLive({ logger, redis, streamsPerIp: config.eventStreamsPerIp });
    return {
      session: sessionSetup({ config, db, redis, keys: serviceSessionKeys(config) }),
      routers: createContestRouters({ config, logger, db, redis, live }),
      // Open event streams would hold the server's close: they end first, and the pages reconnect elsewhere.
      stopping: () => live.endStreams(),
      redis,
      close: async () => {
        await live.close();
        await redis?.quit();
      },
    };
  },
});
