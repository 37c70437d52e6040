import type { Config, Db, Logger } from '@nacho/core';
import { runActivitySync } from '../activity/run-activity-sync';
import { createCollectionSource } from '../sources/create-collection-source';
import type { CollectionSource } from '../sources/types';
import type { JobDefinition } from './job-definition';

export const ACTIVITY_SYNC_JOB = 'activity-sync';

export interface ActivitySyncJobDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** A fresh source per run; default: the configured one. */
  createSource?: () => CollectionSource;
  onActivity?: (event: { newestId: string; added: number }) => void | Promise<void>;
}

/**
 * activity-sync: after each collection sync that published (the runner triggers it) and every
 * SYNC_INTERVAL_MINUTES; at start while no token has been read yet.
 */
export function activitySyncJob(deps: ActivitySyncJobDeps): JobDefinition {
  return {
    name: ACTIVITY_SYNC_JOB,
    everyMs: deps.config.syncIntervalMinutes * 60_000,
    runAtStart: async () => {
      const [tokens, read] = await Promise.all([
        deps.db('tokens').count({ n: '*' }).first(),
        deps.db('activity_token_state').count({ n: '*' }).first(),
      ]);
      return Number((tokens as { n: number }).n) > 0 && Number((read as { n: number }).n) === 0;
    },
    run: async ({ signal }) => {
      const source = deps.createSource?.() ?? createCollectionSource(deps.config);
      try {
        return await runActivitySync({
          db: deps.db,
          logger: deps.logger,
          source,
          marketSource: deps.config.marketSource,
          signal,
          onActivity: deps.onActivity,
        });
      } finally {
        if (!deps.createSource) await source.close?.();
      }
    },
  };
}
