export { migrateLatest, migrateRollbackAll, pendingMigrations } from './migrate';
export { readSyncState, NO_SYNC_YET, SYNC_STATE_ID, type SyncStateRow } from './sync-state';
