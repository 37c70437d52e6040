import { NO_SYNC_YET, readSyncState as readSharedSyncState, type SyncStateRow as SharedSyncStateRow } from '@nacho/db';
import type { Knex } from 'knex';

/** The row as the snapshot keeps it (the shared @nacho/db reader's shape). */
export type SyncStateRow = SharedSyncStateRow;

export interface SyncStatus {
  phase: string;
  done: number;
  total: number;
  percent: number;
  collectionVersion: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
  /** NFTs of the served version without metadata (still failing at the gateways, or none at the source). */
  metadataMissing: number;
  ready: boolean;
}

export { NO_SYNC_YET };

export const readSyncState = (db: Knex): Promise<SyncStateRow> => readSharedSyncState(db);

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
    collectionVersion: row.collectionVersion,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    lastError: row.lastError,
    metadataMissing: row.metadataMissing,
    ready,
  };
}
