import { LRUCache } from 'lru-cache';

interface PreparingConnection {
  prepare(sql: string): object;
}

/**
 * Makes a better-sqlite3 connection keep the statements it prepares, by their SQL (the most recent
 * `max`). knex prepares every query it runs afresh, and for a short read SQLite's prepare costs more
 * than the answer: about 50 µs for the pages' data version, a fifth of a cached page's CPU
 * (BENCHMARKS.md). Sharing a statement is safe here: knex runs each with all() or run(), which
 * finish and reset it before returning, and SQLite prepares a kept statement again by itself after a
 * schema change (a migration).
 */
export function keepPreparedStatements<Connection extends PreparingConnection>(
  connection: Connection,
  { max = 500 }: { max?: number } = {},
): Connection {
  const kept = new LRUCache<string, object>({ max });
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = prepare(sql);
      kept.set(sql, statement);
    }
    return statement;
  };
  return connection;
}
