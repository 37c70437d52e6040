import fs from 'node:fs';
import path from 'node:path';
import { sqliteFile, type Config } from '@nacho/core';
import { backupPostgres, postgresBackupMigrations, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite, sqliteMigrations } from './sqlite-backup';
import { BACKUP_TABLES } from './tables';

export { BACKUP_TABLES } from './tables';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

export interface BackupFile {
  file: string;
  name: string;
  /** The file's modification time (epoch ms): when the backup was completed. */
  at: number;
  bytes: number;
  dialect: 'sqlite' | 'postgres';
}

const PREFIX = 'nacho-backup-';
const EXTENSION = { sqlite: '.sqlite', postgres: '.pgdump' } as const;

const dialectOfConfig = (config: Pick<Config, 'databaseUrl'>) => (config.databaseUrl ? 'postgres' : 'sqlite');
const dialectOfFile = (file: string) => (file.endsWith(EXTENSION.postgres) ? 'postgres' : 'sqlite');
const stamp = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The target named without credentials (for messages). */
export function describeTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the SQLite database ${sqliteFile(config.dataDir)}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  url.username = url.username ? url.username : '';
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}

/**
 * Backs up the data that cannot be read again from the chain (BACKUP_TABLES) into a new file in
 * BACKUP_DIR, written under a temporary name and renamed when complete, so a listed backup is
 * always a whole one. SQLite: the online backup API (safe while the server runs); PostgreSQL:
 * pg_dump in custom format.
 */
export async function createBackup(config: BackupConfig, now: number = Date.now()): Promise<BackupFile> {
  const dialect = dialectOfConfig(config);
  fs.mkdirSync(config.backupDir, { recursive: true });
  let name = `${PREFIX}${stamp(now)}${EXTENSION[dialect]}`;
  for (let n = 2; fs.existsSync(path.join(config.backupDir, name)); n++)
    name = `${PREFIX}${stamp(now)}-${n}${EXTENSION[dialect]}`;
  const file = path.join(config.backupDir, name);
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, partial);
    else await backupSqlite(sqliteFile(config.dataDir), partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const stat = fs.statSync(file);
  return { file, name, at: stat.mtimeMs, bytes: stat.size, dialect };
}

/** The backups in BACKUP_DIR, newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith(PREFIX) && (name.endsWith(EXTENSION.sqlite) || name.endsWith(EXTENSION.postgres)))
    .map((name) => {
      const file = path.join(backupDir, name);
      const stat = fs.statSync(file);
      return { file, name, at: stat.mtimeMs, bytes: stat.size, dialect: dialectOfFile(name) } satisfies BackupFile;
    })
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` backups; returns the deleted files. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = listBackups(backupDir).slice(keep);
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((b) => b.file);
}

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** The migrations the configured database is at. */
async function liveMigrations(config: BackupConfig): Promise<string[]> {
  if (!config.databaseUrl) {
    const file = sqliteFile(config.dataDir);
    if (!fs.existsSync(file))
      throw new RestoreError(
        `there is no database at ${file}: start the server once (or run the migrations) before restoring`,
      );
    return sqliteMigrations(file);
  }
  const { default: knex } = await import('knex');
  const db = knex({ client: 'pg', connection: config.databaseUrl });
  try {
    if (!(await db.schema.hasTable('knex_migrations'))) return [];
    return ((await db('knex_migrations').orderBy('id').select('name')) as Array<{ name: string }>).map((r) => r.name);
  } finally {
    await db.destroy();
  }
}

/**
 * Replaces BACKUP_TABLES in the configured database with the backup's rows, in one transaction.
 * The database must be migrated to the same level as the backup (the schema comes from the
 * migrations, the rows from the backup); a backup of the other database kind is refused.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
): Promise<{ tables: readonly string[]; migration: string }> {
  if (!fs.existsSync(file)) throw new RestoreError(`no backup file at ${file}`);
  const dialect = dialectOfConfig(config);
  if (dialectOfFile(file) !== dialect) {
    throw new RestoreError(
      `${path.basename(file)} is a ${dialectOfFile(file) === 'postgres' ? 'PostgreSQL' : 'SQLite'} backup, but the configured database is ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
    );
  }
  const saved = dialect === 'postgres' ? await postgresBackupMigrations(file) : sqliteMigrations(file);
  const live = await liveMigrations(config);
  const last = (list: string[]) => list[list.length - 1] ?? '(none)';
  if (saved.join() !== live.join()) {
    throw new RestoreError(
      `the backup was taken at migration ${last(saved)} but ${describeTarget(config)} is at ${last(live)}: ` +
        "migrate the database to the backup's level (run the same release) before restoring",
    );
  }
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else restoreSqlite(sqliteFile(config.dataDir), file);
  return { tables: BACKUP_TABLES, migration: last(saved) };
}
