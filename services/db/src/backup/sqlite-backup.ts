import fs from 'node:fs';
import { BACKUP_TABLES, MIGRATIONS_TABLE } from './tables';
import { openSqlite, quoteIdent, type SqliteDatabase } from './sqlite-file';

const KEPT = new Set<string>([...BACKUP_TABLES, MIGRATIONS_TABLE]);

const migrationsOf = (db: SqliteDatabase, schema = 'main') =>
  (db.prepare(`select name from ${schema}.${MIGRATIONS_TABLE} order by id`).all() as Array<{ name: string }>).map(
    (r) => r.name,
  );

/**
 * Copies the live SQLite file with SQLite's online backup API (better-sqlite3 `backup()`), which
 * is safe while the server writes: the copy is one consistent snapshot (a step that sees a change
 * made by another connection starts over). Then, in the copy only, every table but the backup
 * tables and knex_migrations is dropped and the file is compacted into one self-contained file.
 */
export async function backupSqlite(liveFile: string, target: string): Promise<{ migrations: string[] }> {
  if (!fs.existsSync(liveFile)) throw new Error(`no SQLite database at ${liveFile}`);
  const live = openSqlite(liveFile, { fileMustExist: true });
  try {
    // Everything in one step (the default is 100 pages a step): a single read of one snapshot.
    await live.backup(target, { progress: () => 1_000_000 });
  } finally {
    live.close();
  }
  const copy = openSqlite(target, { fileMustExist: true });
  try {
    copy.pragma('foreign_keys = OFF');
    const tables = (
      copy.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`).all() as Array<{
        name: string;
      }>
    ).map((r) => r.name);
    for (const name of tables) if (!KEPT.has(name)) copy.exec(`drop table ${quoteIdent(name)}`);
    const migrations = migrationsOf(copy);
    copy.pragma('journal_mode = DELETE');
    copy.exec('vacuum');
    return { migrations };
  } finally {
    copy.close();
  }
}

function columnsOf(db: SqliteDatabase, schema: string, table: string): string[] {
  return (db.prepare(`select name from pragma_table_info(?, ?)`).all(table, schema) as Array<{ name: string }>).map(
    (r) => r.name,
  );
}

/**
 * Replaces the backup tables of the live SQLite file with the backup's rows in one IMMEDIATE
 * transaction, through a connection of its own: safe while the server runs (its writes wait for
 * the transaction, and readers see the old rows or the restored ones, never a mix). The other
 * tables (the collection, sessions) are left as they are.
 */
export function restoreSqlite(liveFile: string, backupFile: string): Record<string, number> {
  const live = openSqlite(liveFile, { fileMustExist: true });
  try {
    live.pragma('foreign_keys = ON');
    live.prepare('attach database ? as backup').run(backupFile);
    try {
      const counts: Record<string, number> = {};
      live
        .transaction(() => {
          for (const table of [...BACKUP_TABLES].reverse()) live.exec(`delete from main.${quoteIdent(table)}`);
          for (const table of BACKUP_TABLES) {
            const columns = columnsOf(live, 'main', table);
            const saved = new Set(columnsOf(live, 'backup', table));
            if (saved.size === 0) throw new Error(`the backup has no table ${table}`);
            const missing = columns.filter((c) => !saved.has(c));
            if (missing.length) throw new Error(`the backup's ${table} lacks the columns ${missing.join(', ')}`);
            const list = columns.map(quoteIdent).join(', ');
            live.exec(
              `insert into main.${quoteIdent(table)} (${list}) select ${list} from backup.${quoteIdent(table)}`,
            );
            counts[table] = Number(
              (live.prepare(`select count(*) as n from main.${quoteIdent(table)}`).get() as { n: number }).n,
            );
          }
        })
        .immediate();
      return counts;
    } finally {
      live.exec('detach database backup');
    }
  } finally {
    live.close();
  }
}

/** The migrations a SQLite file (live or backup) is at. */
export function sqliteMigrations(file: string): string[] {
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    return migrationsOf(db);
  } finally {
    db.close();
  }
}
