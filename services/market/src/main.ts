import { runService } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createMarketRouters } from './index';

/** The market service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'market',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => ({ routers: createMarketRouters({ config, logger, db }) }),
});
