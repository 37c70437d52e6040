import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDb, sqliteFile, type Config } from '@nacho/core';
import { MIGRATION_NAMES, migrateLatest } from '../migrate';
import { AFTER_RESTORE, type AfterRestoreHook } from './after-restore';
import type { BackupSummary } from './backup-format';
import type { Dialect } from './column-types';
import { describeTarget } from './describe-target';
import { advanceIdSequences } from './id-sequences';
import { openBackup, type CheckedBackup } from './open-backup';
import { RestoreError } from './restore-error';
import { columnsForBackup, loadRowsIntoPostgres } from './load-backup-rows';
import { BULK_CACHE_KIB, buildScratchDatabase, createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { openSqlite, quoteIdent } from './sqlite-file';
import { tableColumns } from './table-columns';
import { BACKUP_TABLES, MIGRATIONS_TABLE } from './tables';

type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

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

export interface RestoreOutcome {
  tables: readonly string[];
  /** The backup's migration level. */
  migration: string;
  /** Where the restored database is now. */
  level: string;
  /** Whether the target was fresh (its schema was created by the restore). */
  fresh: boolean;
  summary: BackupSummary;
  /** Where each id sequence ends (the next id is past it). */
  idSequences: Record<string, number>;
}

const dialectOf = (config: RestoreConfig): Dialect => (config.databaseUrl ? 'postgres' : 'sqlite');
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

/** Inside the restore's transaction: where the ids go on, and the derived data that follows the rows. */
async function finishRestore(
  trx: Knex.Transaction,
  dialect: Dialect,
  plan: RestorePlan,
  hooks: readonly AfterRestoreHook[],
): Promise<Record<string, number>> {
  const ends = await advanceIdSequences(trx, dialect, plan.backup.summary.idHighWater);
  for (const hook of hooks) await hook(trx);
  return ends;
}

/** Replaces the backed-up tables of the live database with the scratch database's, in one transaction. */
async function replaceFromScratch(
  config: RestoreConfig,
  scratch: ScratchDatabase,
  plan: RestorePlan,
  hooks: readonly AfterRestoreHook[],
): Promise<Record<string, number>> {
  const dialect = dialectOf(config);
  const live = createDb(config);
  try {
    if (plan.target.fresh) await migrateLatest(live);
    // SQLite: knex's one connection attaches the scratch file; the transaction below runs on it.
    if (dialect === 'sqlite') {
      await live.raw(`pragma cache_size = ${BULK_CACHE_KIB}`);
      await live.raw(`attach database ? as ${scratch.name}`, [scratch.file!]);
    }
    try {
      return await live.transaction(async (trx) => {
        if (dialect === 'postgres') await trx.raw(`truncate ${BACKUP_TABLES.map(quoteIdent).join(', ')}`);
        else for (const table of [...BACKUP_TABLES].reverse()) await trx.raw(`delete from main.${quoteIdent(table)}`);
        for (const table of BACKUP_TABLES) {
          const list = (await tableColumns(trx, dialect, table)).map(quoteIdent).join(', ');
          const own = dialect === 'sqlite' ? `main.${quoteIdent(table)}` : quoteIdent(table);
          await trx.raw(`insert into ${own} (${list}) select ${list} from ${scratch.name}.${quoteIdent(table)}`);
        }
        return finishRestore(trx, dialect, plan, hooks);
      });
    } finally {
      if (dialect === 'sqlite') await live.raw(`detach database ${scratch.name}`);
    }
  } finally {
    await live.destroy();
  }
}

/**
 * PostgreSQL, a backup at the target's own level: straight into the target, in one transaction
 * (TRUNCATE, the rows, the id sequences, the hooks); a fresh target is migrated first.
 */
async function restoreStraightIntoPostgres(
  config: RestoreConfig,
  plan: RestorePlan,
  hooks: readonly AfterRestoreHook[],
): Promise<Record<string, number>> {
  const live = createDb(config);
  try {
    if (plan.target.fresh) await migrateLatest(live);
    await columnsForBackup(live, 'postgres', plan.backup);
    return await live.transaction(async (trx) => {
      await trx.raw(`truncate ${BACKUP_TABLES.map(quoteIdent).join(', ')}`);
      await loadRowsIntoPostgres(trx, plan.backup);
      return finishRestore(trx, 'postgres', plan, hooks);
    });
  } finally {
    await live.destroy();
  }
}

/** Loads the backup into a scratch database (migrated to the plan's level), then into the target. */
async function restoreThroughScratch(
  config: RestoreConfig,
  plan: RestorePlan,
  hooks: readonly AfterRestoreHook[],
): Promise<Record<string, number>> {
  const dialect = dialectOf(config);
  const scratch = await createScratchDatabase(config);
  try {
    await buildScratchDatabase(scratch, plan.backup, plan.level);
    if (dialect === 'sqlite' && plan.target.missing) {
      // No database yet: the scratch file becomes it.
      const ends = await scratch.db.transaction((trx) => finishRestore(trx, dialect, plan, hooks));
      await scratch.close();
      try {
        // A hard link fails where a file exists: one created meanwhile is never overwritten.
        fs.linkSync(scratch.file!, sqliteFile(config.dataDir));
      } catch (error) {
        throw new RestoreError(
          `could not move the restored database into place: ${(error as Error).message}; run the restore again`,
        );
      }
      return ends;
    }
    await scratch.close();
    return await replaceFromScratch(config, scratch, plan, hooks);
  } finally {
    await scratch.drop();
  }
}

/**
 * Restores a backup into the configured database (DATA_DIR's SQLite file, or DATABASE_URL),
 * whichever database the backup was made from. The file is checked whole first (planRestore).
 * Then, in one transaction, the backed-up tables of the target are replaced, every id sequence
 * is moved past every id it gave out and the AFTER_RESTORE hooks run. Rows of an older release
 * are first loaded into a scratch database at the backup's level and migrated as an upgrade
 * would; on SQLite the scratch is always used, so the live file is locked only for the copy
 * (and with no file yet, the scratch file becomes the database). Into a fresh database the schema
 * is created. Any refusal or failure leaves the target's rows as they were.
 */
export async function restoreBackup(
  config: RestoreConfig,
  file: string,
  options: { afterRestore?: readonly AfterRestoreHook[] } = {},
): Promise<RestoreOutcome> {
  const hooks = options.afterRestore ?? AFTER_RESTORE;
  const plan = await planRestore(config, file);
  const straight = dialectOf(config) === 'postgres' && plan.backup.summary.header.migration === plan.level;
  const idSequences = straight
    ? await restoreStraightIntoPostgres(config, plan, hooks)
    : await restoreThroughScratch(config, plan, hooks);
  return {
    tables: BACKUP_TABLES,
    migration: plan.backup.summary.header.migration,
    level: plan.level,
    fresh: plan.target.fresh,
    summary: plan.backup.summary,
    idSequences,
  };
}
