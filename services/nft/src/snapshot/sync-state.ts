import {
  NO_SYNC_YET,
  readSyncState as readSharedSyncState,
  syncFreshness,
  type SyncHealth,
  type SyncStateRow as SharedSyncStateRow,
} from '@nacho/db';
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
  /** When the last sync that succeeded finished (epoch ms; null before the first success). */
  lastSuccessAt: number | null;
  /** When the last failed sync ended (epoch ms; null when none failed). */
  lastFailureAt: number | null;
  /** When the failures since the last success began (null while the last sync succeeded). */
  failingSince: number | null;
  /** SYNC_INTERVAL_MINUTES: the data is meant to be at most this old. */
  syncIntervalMinutes: number;
  /** The last sync failed, or the last success is older than STALE_AFTER_INTERVALS intervals. */
  stale: boolean;
}

export { NO_SYNC_YET };

export const NO_HEALTH: SyncHealth = { lastSuccessAt: null, lastFailureAt: null, lastFailureError: null };

export const readSyncState = (db: Knex): Promise<SyncStateRow> => readSharedSyncState(db);

export interface SyncFreshnessInput {
  health: SyncHealth;
  syncIntervalMinutes: number;
  now: number;
}

/** The progress the UI shows; percent has one decimal and is 100 once a sync is done. */
export function toSyncStatus(
  row: SyncStateRow,
  ready: boolean,
  freshness: SyncFreshnessInput = { health: NO_HEALTH, syncIntervalMinutes: 10, now: Date.now() },
): SyncStatus {
  const { lastSuccessAt, lastFailureAt, failingSince, stale } = syncFreshness(
    row,
    freshness.health,
    freshness.syncIntervalMinutes,
    freshness.now,
  );
  const percent =
    row.total > 0 ? Math.min(100, Math.round((row.done / row.total) * 1000) / 10) : row.phase === 'done' ? 100 : 0;
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
    lastSuccessAt,
    lastFailureAt,
    failingSince,
    syncIntervalMinutes: freshness.syncIntervalMinutes,
    stale,
  };
}
