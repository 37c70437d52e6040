import { createApp, createDb, createLogger, createRedis, loadConfig } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createNftService } from './service';

/** Serves /api/nft alone (the all-in-one server mounts the same router). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config, 'nacho-nft');
  const db = createDb(config);
  await migrateLatest(db);
  const redis = createRedis(config);
  const nft = createNftService({ config, logger, db, redis });
  const app = createApp({ config, logger, db, routers: [nft.router] });
  const server = app.listen(config.port, () => logger.info({ port: config.port }, 'nft service listening'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'nft service stopping');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await nft.close();
    await redis?.quit();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
