#!/usr/bin/env node
// `npm run backup`: backs up the data that cannot be read again from the chain (users, likes, the
// Hall of Fame and month states, the audit log, market history, settings) from the configured
// database (DATA_DIR's SQLite file, or DATABASE_URL) into BACKUP_DIR (default ./data/backups).
// The last line printed is the backup file's path. Safe while the server runs.
import { loadBackupModule } from './backup-module.mjs';

const { config, db } = loadBackupModule();
try {
  const backup = await db.createBackup(config);
  console.error(`backed up ${db.BACKUP_TABLES.join(', ')} from ${db.describeTarget(config)} (${backup.bytes} bytes)`);
  console.log(backup.file);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
