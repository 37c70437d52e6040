import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { createDb, sqliteFile, type Config } from '@nacho/core';
import { migrateUpTo } from '../migrate';
import type { Dialect } from './column-types';
import { columnsForBackup, loadRowsIntoPostgres, loadRowsIntoSqlite } from './load-backup-rows';
import type { CheckedBackup } from './open-backup';

/**
 * Where a restore builds the restored tables before the live database is touched: a SQLite file
 * beside the live one, or a schema of its own in the PostgreSQL database. It is migrated to the
 * backup's level, gets the backup's rows, and is migrated on to the level of the target (so rows
 * of an older release are carried forward exactly as an upgrade carries them).
 */
export interface ScratchDatabase {
  dialect: Dialect;
  db: Knex;
  /** How SQL on the live database names it: the attached database's name, or the schema. */
  name: string;
  /** SQLite: the file. */
  file?: string;
  /** Closes its connection (the SQLite file stays, for the live database to attach). */
  close(): Promise<void>;
  /** Closes and removes it. */
  drop(): Promise<void>;
}

type ScratchConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** SQLite's page cache while rows are loaded or copied (negative: KiB). */
export const BULK_CACHE_KIB = -131_072;

const token = () => `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export async function createScratchDatabase(config: ScratchConfig): Promise<ScratchDatabase> {
  if (!config.databaseUrl) {
    const file = path.join(path.dirname(sqliteFile(config.dataDir)), `.nacho-restore-${token()}.sqlite`);
    const db = createDb(config, { filename: file });
    // A file of its own, thrown away on failure: a rollback journal in memory, no WAL copy of every
    // page, and a page cache large enough for the indexes of a million likes.
    await db.raw('pragma journal_mode = MEMORY');
    await db.raw(`pragma cache_size = ${BULK_CACHE_KIB}`);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      // One self-contained file (no -wal beside it): it may become the live database.
      await db.raw('pragma journal_mode = DELETE').catch(() => undefined);
      await db.destroy();
    };
    return {
      dialect: 'sqlite',
      db,
      name: 'restored',
      file,
      close,
      drop: async () => {
        await close();
        for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const schema = `nacho_restore_${token()}`;
  const live = createDb(config);
  try {
    await live.raw(`create schema ${schema}`);
  } finally {
    await live.destroy();
  }
  const db = knex({ client: 'pg', connection: config.databaseUrl, searchPath: [schema], pool: { min: 0, max: 1 } });
  let closed = false;
  const close = async () => {
    if (!closed) await db.destroy();
    closed = true;
  };
  return {
    dialect: 'postgres',
    db,
    name: schema,
    close,
    drop: async () => {
      await close();
      const admin = createDb(config);
      try {
        await admin.raw(`drop schema if exists ${schema} cascade`);
      } finally {
        await admin.destroy();
      }
    },
  };
}

/** Loads a checked backup into the scratch database at the backup's level and migrates it on to `targetLevel`. */
export async function buildScratchDatabase(
  scratch: ScratchDatabase,
  backup: CheckedBackup,
  targetLevel: string,
): Promise<void> {
  const { header } = backup.summary;
  const { db, dialect } = scratch;
  await migrateUpTo(db, header.migration);
  await columnsForBackup(db, dialect, backup);
  // What the migrations up to that level wrote into these tables gives way to the backup's rows.
  for (const table of [...header.tables].reverse()) await db(table).del();
  if (dialect === 'sqlite') await loadRowsIntoSqlite(db, backup);
  else await db.transaction((trx) => loadRowsIntoPostgres(trx, backup));
  await migrateUpTo(db, targetLevel);
}
