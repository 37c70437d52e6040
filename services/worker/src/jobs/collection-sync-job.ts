import type { Config, Db, Logger } from '@nacho/core';
import type { CollectionSource } from '../sources/types';
import { runCollectionSync } from '../sync/run-collection-sync';
import { readSyncStatus } from '../sync/sync-state';
import type { JobDefinition } from './job-definition';
import { measureSyncRun } from './job-metrics';

export const COLLECTION_SYNC_JOB = 'collection-sync';

export interface CollectionSyncJobDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** A fresh source per run; default: the configured one. */
  createSource?: () => CollectionSource;
  /** Announces a published collection_version to the readers. */
  onPublished?: (version: number) => void | Promise<void>;
}

/** collection-sync: every SYNC_INTERVAL_MINUTES, and at start while the collection was never synced. */
export function collectionSyncJob(deps: CollectionSyncJobDeps): JobDefinition {
  return {
    name: COLLECTION_SYNC_JOB,
    everyMs: deps.config.syncIntervalMinutes * 60_000,
    runAtStart: async () => (await readSyncStatus(deps.db)).collectionVersion === 0,
    run: ({ signal }) =>
      measureSyncRun(() =>
        runCollectionSync({
          config: deps.config,
          logger: deps.logger,
          db: deps.db,
          source: deps.createSource?.(),
          signal,
          onPublished: deps.onPublished,
        }),
      ),
  };
}
