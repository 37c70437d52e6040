import type { Knex } from 'knex';
import type { Dialect } from './column-types';

type Rows<T> = { rows: T[] };

/** A table's column names in the connection's database (SQLite: main; PostgreSQL: current_schema()); [] when it has no such table. */
export async function tableColumns(db: Knex, dialect: Dialect, table: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const rows = (await db.raw('select name from pragma_table_info(?) order by cid', [table])) as Array<{
      name: string;
    }>;
    return rows.map((r) => r.name);
  }
  const result: Rows<{ name: string }> = await db.raw(
    `select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    [table],
  );
  return result.rows.map((r) => r.name);
}
