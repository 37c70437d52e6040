import type { Knex } from 'knex';
import type { Dialect } from './column-types';
import { quoteIdent, type SqliteDatabase } from './sqlite-file';

/** Just what dropping and building indexes needs, on a knex handle or better-sqlite3's own connection. */
export interface IndexSql {
  rows<T>(sql: string, bindings: unknown[]): Promise<T[]>;
  run(sql: string): Promise<void>;
}

export const knexIndexSql = (db: Knex, dialect: Dialect): IndexSql => ({
  rows: async <T>(sql: string, bindings: unknown[]) => {
    const result = await db.raw(sql, bindings as Knex.RawBinding[]);
    return (dialect === 'sqlite' ? result : result.rows) as T[];
  },
  run: async (sql) => void (await db.raw(sql)),
});

export const sqliteIndexSql = (conn: SqliteDatabase): IndexSql => ({
  rows: async <T>(sql: string, bindings: unknown[]) => conn.prepare(sql).all(...bindings) as T[],
  run: async (sql) => conn.exec(sql),
});

/**
 * Runs a bulk write into `tables` with their secondary indexes dropped, then builds them again:
 * once over all rows, far quicker than row by row. Must run inside a transaction (DDL is
 * transactional on both databases: others keep seeing the indexes until it commits, and a failure
 * brings them back). The indexes of a primary key or a unique constraint stay (SQLite keeps no SQL
 * for them); a unique index that is rebuilt refuses duplicates then, as it would have row by row.
 */
export async function withSecondaryIndexesBuiltAfter<T>(
  sql: IndexSql,
  dialect: Dialect,
  tables: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const list = tables.map(() => '?').join(', ');
  const indexes =
    dialect === 'sqlite'
      ? await sql.rows<{ name: string; definition: string }>(
          `select name, sql as definition from sqlite_master where type = 'index' and sql is not null and tbl_name in (${list})`,
          [...tables],
        )
      : await sql.rows<{ name: string; definition: string }>(
          `select i.indexname as name, i.indexdef as definition from pg_indexes i
            where i.schemaname = current_schema() and i.tablename in (${list})
              and not exists (select 1 from pg_constraint c
                               where c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))`,
          [...tables],
        );
  // SQLite: main's (a scratch database may be attached, with indexes of the same names).
  const schema = dialect === 'sqlite' ? 'main.' : '';
  for (const index of indexes) await sql.run(`drop index ${schema}${quoteIdent(index.name)}`);
  const result = await write();
  for (const index of indexes) await sql.run(index.definition);
  return result;
}
