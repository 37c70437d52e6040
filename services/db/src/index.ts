export { migrateLatest, migrateRollbackAll, migrateUpTo, pendingMigrations } from './migrate';
export { readSyncState, NO_SYNC_YET, SYNC_STATE_ID, type SyncStateRow } from './sync-state';
export { COLLECTION_VERSION_CHANNEL, publishCollectionVersion, subscribeCollectionVersion } from './collection-version';
