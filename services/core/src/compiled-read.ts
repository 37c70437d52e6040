import type { Knex } from 'knex';
import { dialectOf, type Db } from './db';

/** A part of a data fingerprint: subqueries of one value each (a max id, a latest updated_at). */
export type FingerprintPart = (db: Db) => Knex.QueryBuilder[];

/** The part of a better-sqlite3 connection that a compiled read uses. */
interface SqliteConnection {
  prepare(sql: string): { all(...bindings: unknown[]): unknown[] };
}

/** What knex's better-sqlite3 client does to a binding before it runs a statement. */
const sqliteBinding = (value: unknown) =>
  value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value;

/**
 * A read that runs on every page request, its query built and compiled once per database: knex's
 * query compiler cost more than SQLite's answer (a statement of four subqueries: 0.5 ms to build
 * and compile, 0.05 ms to run). On SQLite the statement is also prepared once per connection:
 * knex prepares each statement it runs again, 35-50 µs of SQL parsing against 10 µs to run it
 * (BENCHMARKS.md, sixteenth session). It still takes its connection from knex's pool, so it waits
 * for a transaction there as any knex read does, and it is still seen by knex's 'query' listeners.
 */
export function compiledRead<Row>(build: (db: Db) => Knex.QueryBuilder): (db: Db) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Knex.Sql>();
  const prepared = new WeakMap<SqliteConnection, ReturnType<SqliteConnection['prepare']>>();
  const runPrepared = async (db: Db, query: Knex.Sql): Promise<Row[]> => {
    const connection = (await db.client.acquireConnection()) as SqliteConnection;
    try {
      let statement = prepared.get(connection);
      if (!statement) {
        statement = connection.prepare(query.sql);
        prepared.set(connection, statement);
      }
      db.client.emit('query', { sql: query.sql, bindings: query.bindings, method: 'raw' });
      return statement.all(...query.bindings.map(sqliteBinding)) as Row[];
    } finally {
      await db.client.releaseConnection(connection);
    }
  };
  return async (db) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).toSQL();
      compiled.set(db, query);
    }
    if (dialectOf(db) === 'sqlite') return runPrepared(db, query);
    const result = (await db.raw(query.sql, query.bindings)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * The fingerprints of `parts`, each its values joined by '.', from one statement: the pages' data
 * version asks on every page request, and a statement per part cost one more turn of the pool each.
 */
export function fingerprintReader(parts: readonly FingerprintPart[]): (db: Db) => Promise<string[]> {
  const sizes = new WeakMap<Db, number[]>();
  const read = compiledRead<Record<string, unknown>>((db) => {
    const columns = parts.map((part) => part(db));
    sizes.set(
      db,
      columns.map((values) => values.length),
    );
    return db.select(columns.flat().map((subquery, i) => subquery.as(`v${i}`)));
  });
  return async (db) => {
    const [row] = await read(db);
    let i = 0;
    return sizes.get(db)!.map((size) => Array.from({ length: size }, () => String(row?.[`v${i++}`] ?? '-')).join('.'));
  };
}
