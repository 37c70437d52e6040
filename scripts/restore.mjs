#!/usr/bin/env node
// `npm run restore -- FILE --yes`: replaces the backed-up tables (users, likes, the Hall of Fame and
// month states, the audit log, market history, settings) of the configured database (DATA_DIR's
// SQLite file, or DATABASE_URL) with the rows of a backup made by `npm run backup`, in one
// transaction. The database must be migrated to the backup's level. Without --yes it only says
// what it would do.
import path from 'node:path';
import { loadBackupModule } from './backup-module.mjs';

const args = process.argv.slice(2);
const yes = args.includes('--yes');
const files = args.filter((a) => !a.startsWith('--'));
const unknown = args.filter((a) => a.startsWith('--') && a !== '--yes');
if (unknown.length || files.length !== 1) {
  console.error(
    `usage: npm run restore -- FILE --yes${unknown.length ? ` (unknown option ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}
const { config, db } = loadBackupModule();
const file = path.resolve(files[0]);
const target = db.describeTarget(config);
if (!yes) {
  console.error(
    `This replaces ${db.BACKUP_TABLES.join(', ')} in ${target} with the rows of ${file}.\n` +
      'Every like, user, month state and audit entry written since that backup is lost.\n' +
      `Nothing was changed. To go ahead: npm run restore -- ${files[0]} --yes`,
  );
  process.exit(2);
}
try {
  const { migration } = await db.restoreBackup(config, file);
  console.log(`restored ${db.BACKUP_TABLES.length} tables into ${target} from ${file} (migration ${migration})`);
} catch (error) {
  console.error(`restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
