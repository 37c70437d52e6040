import { columnTypeOf, type Column } from './column-types';
import { keysetPageSql, lastKey, PAGE_ROWS, requireBackupTables, type Snapshot, type TableShape } from './snapshot';
import { openSqlite, quoteIdent, type SqliteDatabase } from './sqlite-file';
import { ID_SEQUENCES, MIGRATIONS_TABLE } from './tables';

function tableShape(db: SqliteDatabase, name: string): TableShape {
  const info = db.prepare('select name, type, pk from pragma_table_info(?) order by cid').all(name) as Array<{
    name: string;
    type: string;
    pk: number;
  }>;
  const columns: Column[] = info.map((c) => {
    const type = columnTypeOf('sqlite', c.type);
    if (!type) throw new Error(`${name}.${c.name} has the type ${c.type || '(none)'}, which backups do not carry`);
    return { name: c.name, type };
  });
  const key = info
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  if (!key.length) throw new Error(`${name} has no primary key to read it in order`);
  return { name, columns, key };
}

/**
 * A snapshot of a SQLite file through a connection of its own, in one read transaction (in WAL
 * mode the server's writes go on meanwhile; the transaction keeps seeing the state of its first
 * read). `description` names the file in messages.
 */
export function openSqliteSnapshot(file: string, options: { readonly: boolean; description: string }): Snapshot {
  const db = openSqlite(file, { readonly: options.readonly, fileMustExist: true });
  try {
    db.exec('begin');
    const has = (table: string) =>
      db.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(table) !== undefined;
    if (!has(MIGRATIONS_TABLE))
      throw new Error(`${options.description} has no ${MIGRATIONS_TABLE}: it is not a database of this application`);
    const migrations = (
      db.prepare(`select name from ${MIGRATIONS_TABLE} order by id`).all() as Array<{ name: string }>
    ).map((r) => r.name);
    const tables = requireBackupTables(has, migrations, options.description).map((t) => tableShape(db, t));
    return {
      dialect: 'sqlite',
      migrations,
      tables,
      async *pages(table) {
        const list = table.columns.map((c) => quoteIdent(c.name)).join(', ');
        const first = db
          .prepare(keysetPageSql(table, list, quoteIdent, true))
          .raw()
          .safeIntegers();
        const next = db
          .prepare(keysetPageSql(table, list, quoteIdent, false))
          .raw()
          .safeIntegers();
        let page = first.all() as unknown[][];
        while (page.length) {
          yield page;
          if (page.length < PAGE_ROWS) return;
          page = next.all(...lastKey(table, page)) as unknown[][];
        }
      },
      async idHighWater() {
        if (!has('sqlite_sequence')) return {};
        const rows = db.prepare('select name, seq from sqlite_sequence').all() as Array<{ name: string; seq: number }>;
        return Object.fromEntries(rows.filter((r) => r.name in ID_SEQUENCES).map((r) => [r.name, Number(r.seq)]));
      },
      async close() {
        if (db.inTransaction) db.exec('commit');
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
