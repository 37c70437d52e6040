import type { SnapshotStore } from './snapshot/snapshot-store';

/**
 * The collection's part of the pages' data version (the cache key of their first view): the
 * snapshot's collection_version, and the sync's state that every explorer page shows in its
 * "Data as of" line and banner (a failed or late sync changes no collection data, but the pages).
 */
export async function collectionPageVersion(snapshot: SnapshotStore): Promise<string> {
  const status = await snapshot.syncStatus().catch(() => undefined);
  const sync = status
    ? [status.phase, status.ready, status.stale, status.lastSuccessAt, status.lastFailureAt, status.failingSince]
    : ['unknown'];
  return [snapshot.servedVersion ?? '-', ...sync].join('.');
}
