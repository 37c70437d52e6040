import { createRedis, runService } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createNftService } from './service';

/** Serves /api/nft alone (the all-in-one server mounts the same router). */
void runService({
  name: 'nft',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    const nft = createNftService({ config, logger, db, redis });
    return {
      routers: [nft.router],
      close: async () => {
        await nft.close();
        await redis?.quit();
      },
    };
  },
});
