import type { Db } from '@nacho/core';
import { readSyncState, SYNC_STATE_ID, type SyncStateRow } from '@nacho/db';

export type SyncPhase = 'idle' | 'collection' | 'tokens' | 'metadata' | 'deriving' | 'done' | 'error';
const FINISHED_PHASES: SyncPhase[] = ['idle', 'done', 'error'];

export interface SyncStatus extends Omit<SyncStateRow, 'phase'> {
  phase: SyncPhase;
}

/** The collection sync's state as stored (the shared reader); an idle, never-synced state when there is no row yet. */
export async function readSyncStatus(db: Db): Promise<SyncStatus> {
  const row = await readSyncState(db);
  return { ...row, phase: row.phase as SyncPhase };
}

/**
 * Takes the sync lease: moves the state to the first phase unless another sync is running, i.e. the
 * phase is not finished and was updated within staleAfterMs (a crashed run stops blocking then).
 * Guards against two workers or processes syncing at once; one atomic UPDATE decides.
 */
export async function claimSyncLease(db: Db, now: number, staleAfterMs: number): Promise<boolean> {
  await db('sync_state')
    .insert({ id: SYNC_STATE_ID, collection_version: 0, phase: 'idle', done: 0, total: 0, updated_at: now })
    .onConflict('id')
    .ignore();
  const claimed = await db('sync_state')
    .where({ id: SYNC_STATE_ID })
    .andWhere((q) => q.whereIn('phase', FINISHED_PHASES).orWhere('updated_at', '<', now - staleAfterMs))
    .update({ phase: 'collection', done: 0, total: 1, started_at: now, finished_at: null, updated_at: now });
  return claimed === 1;
}

export async function writeSyncProgress(
  db: Db,
  progress: { phase: SyncPhase; done: number; total: number },
  now: number,
): Promise<void> {
  await db('sync_state')
    .where({ id: SYNC_STATE_ID })
    .update({ ...progress, updated_at: now });
}

/** Ends the run: done (with a note about partial failures, or none) or error. */
export async function finishSync(
  db: Db,
  outcome: {
    phase: 'done' | 'error';
    done: number;
    total: number;
    lastError: string | null;
    bumpVersion: boolean;
    metadataMissing?: number;
  },
  now: number,
): Promise<number> {
  const update: Record<string, unknown> = {
    phase: outcome.phase,
    done: outcome.done,
    total: outcome.total,
    finished_at: now,
    updated_at: now,
  };
  // An error keeps the previous note only if there is no new message; success overwrites it.
  if (outcome.phase === 'done' || outcome.lastError !== null) update.last_error = outcome.lastError;
  if (outcome.metadataMissing !== undefined) update.metadata_missing = outcome.metadataMissing;
  if (outcome.bumpVersion) update.collection_version = db.raw('collection_version + 1');
  await db('sync_state').where({ id: SYNC_STATE_ID }).update(update);
  const row = (await db('sync_state').where({ id: SYNC_STATE_ID }).first('collection_version')) as {
    collection_version: number;
  };
  return Number(row.collection_version);
}
