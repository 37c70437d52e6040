import type { Config, Db, Logger } from '@nacho/core';
import { readSyncHealth, syncFreshness } from '@nacho/db';
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
  now?: () => number;
}

/**
 * Whether the collection is due a sync when the runner starts: never published, or its last
 * success is at least one interval old (a restart on old data, a restored backup). Without this a
 * restart waits a whole interval, with the "not updated since" banner up, before its first sync.
 */
export async function collectionSyncDueAtStart(db: Db, intervalMs: number, now: number): Promise<boolean> {
  const [state, health] = await Promise.all([readSyncStatus(db), readSyncHealth(db)]);
  if (state.collectionVersion === 0) return true;
  const { lastSuccessAt } = syncFreshness(state, health, intervalMs / 60_000, now);
  return lastSuccessAt === null || now - lastSuccessAt >= intervalMs;
}

/** collection-sync: every SYNC_INTERVAL_MINUTES, and at start when it is due (collectionSyncDueAtStart). */
export function collectionSyncJob(deps: CollectionSyncJobDeps): JobDefinition {
  const everyMs = deps.config.syncIntervalMinutes * 60_000;
  return {
    name: COLLECTION_SYNC_JOB,
    everyMs,
    runAtStart: () => collectionSyncDueAtStart(deps.db, everyMs, (deps.now ?? Date.now)()),
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
