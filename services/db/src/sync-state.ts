import type { Knex } from 'knex';

/** The one row of sync_state that describes the collection sync. */
export const SYNC_STATE_ID = 'collection';

export interface SyncStateRow {
  /** +1 with every published change; 0 = never synced. */
  collectionVersion: number;
  phase: string;
  done: number;
  total: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
  /** Tokens of the published version without metadata (still failing, or none at the source). */
  metadataMissing: number;
  updatedAt: number | null;
}

/** Before the worker's first run there is no row: an idle collection at version 0. */
export const NO_SYNC_YET: SyncStateRow = {
  collectionVersion: 0,
  phase: 'idle',
  done: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
  lastError: null,
  metadataMissing: 0,
  updatedAt: null,
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The sync_state reader shared by the worker and the nft service (works inside a transaction too). */
export async function readSyncState(db: Knex | Knex.Transaction): Promise<SyncStateRow> {
  const row = (await db('sync_state').where({ id: SYNC_STATE_ID }).first()) as Record<string, unknown> | undefined;
  if (!row) return NO_SYNC_YET;
  return {
    collectionVersion: Number(row.collection_version),
    phase: String(row.phase),
    done: Number(row.done),
    total: Number(row.total),
    startedAt: numberOrNull(row.started_at),
    finishedAt: numberOrNull(row.finished_at),
    lastError: (row.last_error as string | null) ?? null,
    metadataMissing: Number(row.metadata_missing ?? 0),
    updatedAt: numberOrNull(row.updated_at),
  };
}
