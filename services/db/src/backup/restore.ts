import fs from 'node:fs';
import type { Knex } from 'knex';
import { createDb, sqliteFile } from '@nacho/core';
import { migrateLatest } from '../migrate';
import { AFTER_RESTORE, type AfterRestoreHook } from './after-restore';
import type { BackupSummary } from './backup-format';
import type { Dialect } from './column-types';
import { advanceIdSequences } from './id-sequences';
import { planRestore, type RestoreConfig, type RestorePlan } from './restore-plan';
import { RestoreError } from './restore-error';
import { columnsForBackup, loadRowsIntoPostgres } from './load-backup-rows';
import { BULK_CACHE_KIB, buildScratchDatabase, createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { knexIndexSql, withSecondaryIndexesBuiltAfter } from './secondary-indexes';
import { quoteIdent } from './sqlite-file';
import { tableColumns } from './table-columns';
import { BACKUP_TABLES } from './tables';

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
        await withSecondaryIndexesBuiltAfter(knexIndexSql(trx, dialect), dialect, BACKUP_TABLES, async () => {
          if (dialect === 'postgres') await trx.raw(`truncate ${BACKUP_TABLES.map(quoteIdent).join(', ')}`);
          else for (const table of [...BACKUP_TABLES].reverse()) await trx.raw(`delete from main.${quoteIdent(table)}`);
          for (const table of BACKUP_TABLES) {
            const list = (await tableColumns(trx, dialect, table)).map(quoteIdent).join(', ');
            const own = dialect === 'sqlite' ? `main.${quoteIdent(table)}` : quoteIdent(table);
            await trx.raw(`insert into ${own} (${list}) select ${list} from ${scratch.name}.${quoteIdent(table)}`);
          }
        });
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
