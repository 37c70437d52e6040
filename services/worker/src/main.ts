import { createDb, createLogger, createRedis, loadConfig } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createJobRunner } from './jobs/create-job-runner';

/** The standalone worker of the distributed deployment: BullMQ workers and job schedulers. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config, 'worker');
  const redis = createRedis(config);
  if (!redis) {
    logger.fatal('REDIS_URL is required for the standalone worker; without Redis, services/server runs the jobs inline');
    process.exit(1);
  }
  const db = createDb(config);
  await migrateLatest(db);
  const runner = createJobRunner({ config, logger, db, redis });
  await runner.start();
  logger.info({ syncIntervalMinutes: config.syncIntervalMinutes, source: config.collectionSource }, 'worker started');

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    try {
      await runner.stop();
      await redis.quit();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
