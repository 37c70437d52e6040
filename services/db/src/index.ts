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
  AFTER_RESTORE,
  BACKUP_EXTENSION,
  BACKUP_TABLES,
  createBackup,
  describeTarget,
  ID_SEQUENCES,
  listBackups,
  planRestore,
  pruneBackups,
  restoreBackup,
  RestoreError,
  type AfterRestoreHook,
  type BackupFile,
  type BackupSummary,
  type RestoreOutcome,
  type RestorePlan,
} from './backup';
export { makeRecordedBackup, readBackupHealth, type BackupHealth, type BackupMadeBy } from './backup/backup-runs';
export {
  abandonFrozenExport,
  appendFrozenChunk,
  claimFrozenExport,
  completeFrozenExport,
  dropFrozenExportsUnlike,
  findFrozenExport,
  forgetFrozenExports,
  frozenChunks,
  markMonthExportsStale,
  monthExportVersion,
  type ExportFormat,
  type FrozenExport,
} from './frozen-exports';
