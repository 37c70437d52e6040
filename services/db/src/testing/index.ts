export { eachDatabase, type DatabaseContext, type Dialect } from './each-database';
export { expectDbError } from './expect-db-error';
export { eachMigrationFrom } from './each-migration';
/** The migrations in order: a test naming the level a migrated database is at takes the last one. */
export { MIGRATION_NAMES } from '../migrate';
export { freshDatabase, type FreshDatabase } from './fresh-database';
export { withOneByteChanged, truncatedCopy, backupLines, rewrittenBackup } from '../backup/testing/damage';
export { exactRows } from '../backup/testing/exact-rows';
export { RELEASE_010, RELEASE_010_BACKUP, RELEASE_010_LEVEL, seedRelease010 } from '../backup/testing/release-010';
