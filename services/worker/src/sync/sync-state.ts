import type { Db } from '@nacho/core';

export const SYNC_STATE_ID = 'collection';

export type SyncPhase = 'idle' | 'collection' | 'tokens' | 'metadata' | 'deriving' | 'done' | 'error';
const FINISHED_PHASES: SyncPhase[] = ['idle', 'done', 'error'];

export interface SyncStatus {
  /** +1 after every sync that changed anything and finished deriving; 0 = never synced. */
  collectionVersion: number;
  phase: SyncPhase;
  /** Items of the current phase done / to do (metadata: NFTs fetched of NFTs needing metadata). */
  done: number;
  total: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
  updatedAt: number | null;
}

interface SyncStateRow {
  collection_version: number;
  phase: SyncPhase;
  done: number;
  total: number;
  started_at: number | null;
  finished_at: number | null;
  last_error: string | null;
  updated_at: number;
}

/** The collection sync's state as stored; an idle, never-synced state when there is no row yet. */
export async function readSyncStatus(db: Db): Promise<SyncStatus> {
  const row = (await db('sync_state').where({ id: SYNC_STATE_ID }).first()) as SyncStateRow | undefined;
  if (!row) {
    return { collectionVersion: 0, phase: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, lastError: null, updatedAt: null };
  }
  return {
    collectionVersion: Number(row.collection_version),
    phase: row.phase,
    done: Number(row.done),
    total: Number(row.total),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    lastError: row.last_error,
    updatedAt: Number(row.updated_at),
  };
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

export async function writeSyncProgress(db: Db, progress: { phase: SyncPhase; done: number; total: number }, now: number): Promise<void> {
  await db('sync_state').where({ id: SYNC_STATE_ID }).update({ ...progress, updated_at: now });
}

/** Ends the run: done (with a note about partial failures, or none) or error. */
export async function finishSync(
  db: Db,
  outcome: { phase: 'done' | 'error'; done: number; total: number; lastError: string | null; bumpVersion: boolean },
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
  if (outcome.bumpVersion) update.collection_version = db.raw('collection_version + 1');
  await db('sync_state').where({ id: SYNC_STATE_ID }).update(update);
  const row = (await db('sync_state').where({ id: SYNC_STATE_ID }).first('collection_version')) as { collection_version: number };
  return Number(row.collection_version);
}
