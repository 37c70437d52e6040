import { setImmediate as nextTurn } from 'node:timers/promises';
import { FORMAT_NAME, FORMAT_VERSION, type BackupPart } from './backup-format';
import { encodeValue, UnfitValueError, type Column, type Dialect, type Portable } from './column-types';
import { BACKUP_TABLES } from './tables';

export interface TableShape {
  name: string;
  columns: Column[];
  /** The primary key's columns: the order the rows are read in (keyset pages). */
  key: string[];
}

/**
 * One consistent view of a database's backed-up tables: every read sees the same state, whatever
 * is written meanwhile (SQLite: one read transaction; PostgreSQL: one repeatable-read read-only
 * transaction).
 */
export interface Snapshot {
  dialect: Dialect;
  migrations: string[];
  tables: TableShape[];
  /** The table's rows in key order, a page at a time, as raw database values in column order. */
  pages(table: TableShape): AsyncGenerator<unknown[][]>;
  /** The largest id each id sequence of ID_SEQUENCES has given out (absent: none yet). */
  idHighWater(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export const PAGE_ROWS = 1000;

/** A page of rows as the file writes them; a value its column cannot hold (SQLite is loosely typed) fails the backup. */
function encodePage(table: TableShape, page: unknown[][]): Portable[][] {
  return page.map((row) =>
    table.columns.map((column, i) => {
      try {
        return encodeValue(column.type, row[i]);
      } catch (error) {
        if (!(error instanceof UnfitValueError)) throw error;
        const key = table.key.map((k) => String(row[table.columns.findIndex((c) => c.name === k)])).join(', ');
        throw new Error(`${table.name}.${column.name} of the row (${key}) ${error.message}`);
      }
    }),
  );
}

/**
 * The snapshot as backup parts. Between two pages the event loop gets a turn: the scheduled backup
 * runs inside the server's own process (`npm start`).
 */
export async function* snapshotParts(snapshot: Snapshot, createdAt: Date): AsyncGenerator<BackupPart> {
  const migration = snapshot.migrations.at(-1);
  if (!migration) throw new Error('the database has no migrations applied: there is nothing to back up');
  yield {
    kind: 'header',
    header: {
      format: FORMAT_NAME,
      version: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      dialect: snapshot.dialect,
      migration,
      migrations: snapshot.migrations,
      tables: snapshot.tables.map((t) => t.name),
    },
  };
  const rows: Record<string, number> = {};
  for (const table of snapshot.tables) {
    yield { kind: 'table', table: { table: table.name, columns: table.columns } };
    rows[table.name] = 0;
    for await (const page of snapshot.pages(table)) {
      rows[table.name] += page.length;
      yield { kind: 'rows', rows: encodePage(table, page) };
      await nextTurn();
    }
  }
  yield { kind: 'trailer', trailer: { rows, idHighWater: await snapshot.idHighWater() } };
}

/** The backed-up tables a database must have to be backed up (all of them: a database below that level is migrated first). */
export function requireBackupTables(
  present: (table: string) => boolean,
  migrations: string[],
  where: string,
): readonly string[] {
  const missing = BACKUP_TABLES.filter((t) => !present(t));
  if (missing.length)
    throw new Error(
      `${where} (at migration ${migrations.at(-1) ?? '(none)'}) has no table ${missing.join(', ')}: ` +
        'migrate it first (start this release once), then back it up',
    );
  return BACKUP_TABLES;
}

/** The SQL of a keyset page: the rows after the last key read, in key order. */
export function keysetPageSql(table: TableShape, selectList: string, quote: (name: string) => string, first: boolean) {
  const key = table.key.map(quote).join(', ');
  const after = first ? '' : ` where (${key}) > (${table.key.map(() => '?').join(', ')})`;
  return `select ${selectList} from ${quote(table.name)}${after} order by ${key} limit ${PAGE_ROWS}`;
}

/** The key of a page's last row (to read the next page after it). */
export function lastKey(table: TableShape, page: unknown[][]): unknown[] {
  const last = page[page.length - 1]!;
  return table.key.map((k) => last[table.columns.findIndex((c) => c.name === k)]);
}
