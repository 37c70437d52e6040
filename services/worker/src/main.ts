import { createRedis, runService } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createStandalonePrerenderer } from '@nacho/nft/jobs';
import { createJobRunner } from './jobs/create-job-runner';

/** The standalone worker of the distributed deployment: BullMQ workers and job schedulers. */
void runService({
  name: 'worker',
  http: false,
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    if (!redis)
      throw new Error(
        'REDIS_URL is required for the standalone worker; without Redis, services/server runs the jobs inline',
      );
    // Link-preview cards rendered here are stored in Redis, where the nft replicas look first.
    const previews = createStandalonePrerenderer({ config, logger, db, redis });
    const runner = createJobRunner({ config, logger, db, redis, previews });
    return {
      redis,
      started: async () => {
        await runner.start();
        logger.info(
          { syncIntervalMinutes: config.syncIntervalMinutes, source: config.collectionSource },
          'worker started',
        );
      },
      close: async () => {
        await runner.stop();
        await previews.close();
        await redis.quit();
      },
    };
  },
});
