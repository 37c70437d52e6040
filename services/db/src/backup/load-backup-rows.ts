import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Knex } from 'knex';
import { decodeValue, type Column, type Dialect, type Portable } from './column-types';
import type { CheckedBackup } from './open-backup';
import { RestoreError } from './restore-error';
import type { SqliteDatabase } from './sqlite-file';
import { quoteIdent } from './sqlite-file';
import { knexIndexSql, sqliteIndexSql, withSecondaryIndexesBuiltAfter } from './secondary-indexes';
import { tableColumns } from './table-columns';
import { BACKUP_TABLES } from './tables';

/** The backup's tables' columns in a database at the backup's migration level; refuses a backup that does not fit it. */
export async function columnsForBackup(
  db: Knex,
  dialect: Dialect,
  backup: CheckedBackup,
): Promise<Map<string, string[]>> {
  const { header } = backup.summary;
  const present = new Map<string, string[]>();
  for (const table of new Set([...header.tables, ...BACKUP_TABLES]))
    present.set(table, await tableColumns(db, dialect, table));
  const foreign = header.tables.filter((t) => !present.get(t)!.length);
  const missing = BACKUP_TABLES.filter((t) => present.get(t)!.length && !header.tables.includes(t));
  if (foreign.length || missing.length)
    throw new RestoreError(
      `${path.basename(backup.file)} does not hold the tables of migration ${header.migration} ` +
        `(${[...foreign.map((t) => `unknown ${t}`), ...missing.map((t) => `no ${t}`)].join(', ')})`,
    );
  for (const [table, columns] of Object.entries(backup.summary.columns)) {
    const unknown = columns.filter((c) => !present.get(table)!.includes(c.name)).map((c) => c.name);
    if (unknown.length)
      throw new RestoreError(
        `${path.basename(backup.file)}'s ${table} has the columns ${unknown.join(', ')}, which migration ${header.migration} does not`,
      );
  }
  return present;
}

/** Inserts a table's rows, a page at a time; `finish` writes what it still holds. */
interface TableLoader {
  add(rows: Portable[][]): Promise<void>;
  finish(): Promise<void>;
}
type LoaderFor = (table: string, columns: Column[]) => Promise<TableLoader>;

/** Rows sent to PostgreSQL in one statement. */
const POSTGRES_BATCH_ROWS = 10_000;

/** Reads the backup's parts again (checking them again as they come) and hands each table's rows to its loader. */
async function feed(backup: CheckedBackup, loaderFor: LoaderFor): Promise<void> {
  let loader: TableLoader | undefined;
  for await (const part of backup.parts()) {
    if (part.kind === 'table') {
      await loader?.finish();
      loader = await loaderFor(part.table.table, part.table.columns);
    } else if (part.kind === 'rows') {
      await loader!.add(part.rows);
      await nextTurn();
    }
  }
  await loader?.finish();
}

/**
 * Loads the backup's rows into empty tables of a SQLite database (a scratch database: nobody else
 * reads it meanwhile), in one transaction of its own on knex's pooled connection, through
 * better-sqlite3's prepared statement (a row per call, no SQL built per page).
 */
export async function loadRowsIntoSqlite(db: Knex, backup: CheckedBackup): Promise<void> {
  const conn = (await db.client.acquireConnection()) as SqliteDatabase;
  try {
    conn.pragma('synchronous = OFF');
    conn.exec('begin');
    const tables = backup.summary.header.tables;
    await withSecondaryIndexesBuiltAfter(sqliteIndexSql(conn), 'sqlite', tables, () =>
      feed(backup, async (table, columns) => {
        const insert = conn.prepare(
          `insert into ${quoteIdent(table)} (${columns.map((c) => quoteIdent(c.name)).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        return {
          add: async (rows) => {
            for (const row of rows) insert.run(row.map((value, i) => decodeValue(columns[i]!.type, 'sqlite', value)));
          },
          finish: async () => undefined,
        };
      }),
    );
    conn.exec('commit');
  } finally {
    if (conn.inTransaction) conn.exec('rollback');
    await db.client.releaseConnection(conn);
  }
}

/**
 * Loads the backup's rows into empty tables of a PostgreSQL database, in the caller's transaction:
 * one statement per batch of rows, each column one array parameter (`unnest`).
 */
export async function loadRowsIntoPostgres(trx: Knex.Transaction, backup: CheckedBackup): Promise<void> {
  await withSecondaryIndexesBuiltAfter(knexIndexSql(trx, 'postgres'), 'postgres', backup.summary.header.tables, () =>
    feed(backup, async (table, columns) => {
      const types: { rows: Array<{ name: string; udt: string }> } = await trx.raw(
        `select column_name as name, udt_name as udt from information_schema.columns
        where table_schema = current_schema() and table_name = ?`,
        [table],
      );
      const udt = new Map(types.rows.map((r) => [r.name, r.udt]));
      const sql =
        `insert into ${quoteIdent(table)} (${columns.map((c) => quoteIdent(c.name)).join(', ')}) ` +
        `select * from unnest(${columns.map((c) => `?::${udt.get(c.name)}[]`).join(', ')})`;
      let batch: Portable[][] = [];
      const flush = async () => {
        if (!batch.length) return;
        const arrays = columns.map((c, i) => batch.map((row) => decodeValue(c.type, 'postgres', row[i]!)));
        batch = [];
        await trx.raw(sql, arrays as Knex.RawBinding[]);
      };
      return {
        add: async (rows) => {
          batch.push(...rows);
          if (batch.length >= POSTGRES_BATCH_ROWS) await flush();
        },
        finish: flush,
      };
    }),
  );
}
