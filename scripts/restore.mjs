#!/usr/bin/env node
// `npm run restore -- FILE --yes`: restores a backup made by `npm run backup` (of either database,
// this release's or an older one's) into the configured database (DATA_DIR's SQLite file, or
// DATABASE_URL). The file is checked whole first. Into an empty database (a new machine: an empty
// or missing DATA_DIR, an empty PostgreSQL database) it creates the schema; into one in use it
// replaces the backed-up tables (users, likes, the Hall of Fame and month states, the audit log,
// market history, settings) in one transaction. Without --yes it checks the file and says what it
// would do, changing nothing.
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
const KIND = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What a checked backup holds, in one line. */
const holds = ({ header, rows }) =>
  `a backup of ${KIND[header.dialect]} made ${header.createdAt} at migration ${header.migration} ` +
  `(${Object.entries(rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ')})`;

try {
  if (!yes) {
    const plan = await db.planRestore(config, file);
    const { summary } = plan.backup;
    const migrated =
      summary.header.migration === plan.level ? '' : `, migrated from ${summary.header.migration} to ${plan.level}`;
    console.error(
      `${path.basename(file)} is whole: ${holds(summary)}.\n` +
        (plan.target.fresh
          ? `This creates the schema in ${target} (empty now) and loads the backup's rows${migrated}.\n`
          : `This replaces ${db.BACKUP_TABLES.join(', ')} in ${target} (at migration ${plan.level}) with the rows of ${file}${migrated}.\n` +
            'Every like, user, month state and audit entry written since that backup is lost.\n') +
        `Nothing was changed. To go ahead: npm run restore -- ${files[0]} --yes`,
    );
    process.exit(2);
  }
  const outcome = await db.restoreBackup(config, file);
  console.log(
    `restored ${outcome.tables.length} tables into ${target} from ${file} (${holds(outcome.summary)}; the database is at migration ${outcome.level})`,
  );
} catch (error) {
  console.error(`restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
