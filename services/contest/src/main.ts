import { runService } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createContestRouters } from './index';

/** The contest service alone (behind the edge in the distributed deployment). */
void runService({
  name: 'contest',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => ({ routers: createContestRouters({ config, logger, db }) }),
});
