import type { Knex } from 'knex';

export const SYNC_STATE_ID = 'collection';

export interface SyncStateRow {
  collection_version: number;
  phase: string;
  done: number;
  total: number;
  started_at: number | null;
  finished_at: number | null;
  last_error: string | null;
}

export interface SyncStatus {
  phase: string;
  done: number;
  total: number;
  percent: number;
  collectionVersion: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
  ready: boolean;
}

/** Before the worker's first run there is no row: an idle collection at version 0. */
export const NO_SYNC_YET: SyncStateRow = {
  collection_version: 0, phase: 'idle', done: 0, total: 0, started_at: null, finished_at: null, last_error: null,
};

const asNumberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function readSyncState(db: Knex): Promise<SyncStateRow> {
  const row = await db('sync_state')
    .where({ id: SYNC_STATE_ID })
    .first('collection_version', 'phase', 'done', 'total', 'started_at', 'finished_at', 'last_error');
  if (!row) return NO_SYNC_YET;
  return {
    collection_version: Number(row.collection_version),
    phase: String(row.phase),
    done: Number(row.done),
    total: Number(row.total),
    started_at: asNumberOrNull(row.started_at),
    finished_at: asNumberOrNull(row.finished_at),
    last_error: row.last_error ?? null,
  };
}

/** The progress the UI shows; percent has one decimal and is 100 once a sync is done. */
export function toSyncStatus(row: SyncStateRow, ready: boolean): SyncStatus {
  const percent = row.total > 0
    ? Math.min(100, Math.round((row.done / row.total) * 1000) / 10)
    : row.phase === 'done' ? 100 : 0;
  return {
    phase: row.phase,
    done: row.done,
    total: row.total,
    percent,
    collectionVersion: row.collection_version,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    lastError: row.last_error,
    ready,
  };
}
