export { migrateLatest, migrateRollbackAll, pendingMigrations } from './migrate';
