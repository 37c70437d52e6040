#!/usr/bin/env node
// `npm run backup`: backs up the data that cannot be read again from the chain (users, likes, the
// Hall of Fame and month states, the audit log, market history, settings) from the configured
// database (DATA_DIR's SQLite file, or DATABASE_URL) into BACKUP_DIR (default ./data/backups), and
// records it (or its failure) for the admin panel's System tab, in the portable format either
// database restores (services/db/src/backup/backup-format.ts). The last line printed is the backup
// file's path. Safe while the server runs: it reads one snapshot.
import fs from 'node:fs';
import { loadBackupModule } from './backup-module.mjs';

const { config, db, core } = loadBackupModule();
// No SQLite file: the backup fails with its own message, and nothing creates an empty database to record that in.
const database =
  config.databaseUrl || fs.existsSync(core.sqliteFile(config.dataDir)) ? core.createDb(config) : undefined;
try {
  const backup = database ? await db.makeRecordedBackup(database, config, 'command') : await db.createBackup(config);
  console.error(`backed up ${db.BACKUP_TABLES.join(', ')} from ${db.describeTarget(config)} (${backup.bytes} bytes)`);
  if (backup.recordError) console.error(`(not recorded for the admin panel's System tab: ${backup.recordError})`);
  console.log(backup.file);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database?.destroy();
}
