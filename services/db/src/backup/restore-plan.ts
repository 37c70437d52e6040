import fs from 'node:fs';
import path from 'node:path';
import { createDb, sqliteFile, type Config } from '@nacho/core';
import { MIGRATION_NAMES } from '../migrate';
import { describeTarget } from './describe-target';
import { openBackup, type CheckedBackup } from './open-backup';
import { RestoreError } from './restore-error';
import { openSqlite } from './sqlite-file';
import { MIGRATIONS_TABLE } from './tables';

export type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** The target database before a restore: fresh (no migration applied; on SQLite maybe no file yet), or at a migration level. */
export interface RestoreTarget {
  fresh: boolean;
  /** SQLite: there is no file yet (the restore builds it beside and moves it in). */
  missing: boolean;
  migrations: string[];
}

/** What a restore will do, decided before anything is changed. */
export interface RestorePlan {
  backup: CheckedBackup;
  target: RestoreTarget;
  /** The migration level the restored database ends at: the target's own, or this release's newest for a fresh one. */
  level: string;
}

const isPrefixOfRelease = (names: string[]) => names.every((name, i) => MIGRATION_NAMES[i] === name);
const levelOf = (names: string[]) => names.at(-1) ?? '(none)';

/** The migrations the configured database is at ([] and fresh when none was ever applied). */
export async function inspectTarget(config: RestoreConfig): Promise<RestoreTarget> {
  if (!config.databaseUrl) {
    const file = sqliteFile(config.dataDir);
    if (!fs.existsSync(file)) return { fresh: true, missing: true, migrations: [] };
    const db = openSqlite(file, { fileMustExist: true });
    try {
      const has = db.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(MIGRATIONS_TABLE);
      const migrations = has
        ? (db.prepare(`select name from ${MIGRATIONS_TABLE} order by id`).all() as Array<{ name: string }>).map(
            (r) => r.name,
          )
        : [];
      return { fresh: migrations.length === 0, missing: false, migrations };
    } finally {
      db.close();
    }
  }
  const db = createDb(config);
  try {
    const has = (await db.raw(`select to_regclass(?) as t`, [MIGRATIONS_TABLE])) as { rows: Array<{ t: unknown }> };
    const migrations = has.rows[0]?.t
      ? ((await db(MIGRATIONS_TABLE).orderBy('id').select('name')) as Array<{ name: string }>).map((r) => r.name)
      : [];
    return { fresh: migrations.length === 0, missing: false, migrations };
  } finally {
    await db.destroy();
  }
}

/**
 * Checks the backup file whole and decides what the restore does, changing nothing. The rule for
 * migration levels: the backup must be of this release or an older one; into a fresh database the
 * schema is created at the backup's level and migrated to this release's; into a database already
 * in use, the backup must not be newer than that database (its rows are migrated up to the
 * database's level, never the database down to the backup's).
 */
export async function planRestore(config: RestoreConfig, file: string): Promise<RestorePlan> {
  const describe = describeTarget(config);
  const backup = await openBackup(file);
  const { header } = backup.summary;
  const name = path.basename(file);
  if (!isPrefixOfRelease(header.migrations))
    throw new RestoreError(
      `${name} was made at migration ${header.migration}, which this release does not have: restore it with the release that made it, or a newer one`,
    );
  const target = await inspectTarget(config);
  if (target.fresh) return { backup, target, level: MIGRATION_NAMES.at(-1)! };
  if (!isPrefixOfRelease(target.migrations))
    throw new RestoreError(
      `${describe} is at migration ${levelOf(target.migrations)}, which this release does not have: restore with the release the database is at`,
    );
  if (header.migrations.length > target.migrations.length)
    throw new RestoreError(
      `${name} was made at migration ${header.migration}, newer than ${describe} (at ${levelOf(target.migrations)}): ` +
        'migrate the database first (start this release once), then restore',
    );
  return { backup, target, level: levelOf(target.migrations) };
}
