export { migrateLatest, migrateRollbackAll, migrateUpTo, pendingMigrations } from './migrate';
export { readSyncState, NO_SYNC_YET, SYNC_STATE_ID, type SyncStateRow } from './sync-state';
export { COLLECTION_INFO_COLUMNS, TOKEN_COLUMNS, type CollectionInfoRow, type TokenRow } from './collection-rows';
export { COLLECTION_TABLES } from './collection-tables';
export { COLLECTION_VERSION_CHANNEL, publishCollectionVersion, subscribeCollectionVersion } from './collection-version';
export {
  finishSyncRun,
  readSyncHealth,
  recentSyncRuns,
  startSyncRun,
  STALE_AFTER_INTERVALS,
  syncFreshness,
  type SyncFreshness,
  type SyncHealth,
  type SyncRun,
} from './sync-runs';
export {
  BACKUP_TABLES,
  createBackup,
  describeTarget,
  listBackups,
  pruneBackups,
  restoreBackup,
  RestoreError,
  type BackupFile,
} from './backup';
export { makeRecordedBackup, readBackupHealth, type BackupHealth, type BackupMadeBy } from './backup/backup-runs';
