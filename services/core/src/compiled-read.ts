import type { Knex } from 'knex';
import { dialectOf, type Db } from './db';
import { sqliteCommitStamp } from './sqlite-commit-watch';

/** The database's commit stamp now; undefined where there is none, or it could not be read (the statement then runs). */
function commitVersion(db: Db): number | undefined {
  try {
    return sqliteCommitStamp(db)?.();
  } catch {
    return undefined;
  }
}

/** A part of a data fingerprint: subqueries of one value each (a max id, a latest updated_at). */
export type FingerprintPart = (db: Db) => Knex.QueryBuilder[];

/**
 * A read that runs on every page request, its query built and compiled once per database: knex's
 * query compiler cost more than SQLite's answer (a statement of four subqueries: 0.5 ms to build
 * and compile, 0.05 ms to run). On SQLite its answer is kept while nothing is committed to the file
 * (sqliteCommitStamp): the statement through knex's runner was most of a cached page's CPU, and it
 * is asked again by every page. So: only for reads whose answer is the data's alone (no clock, no
 * random). Callers share the rows they get: they only read them.
 */
export function compiledRead<Row>(build: (db: Db) => Knex.QueryBuilder): (db: Db) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Knex.Sql>();
  const kept = new WeakMap<Db, { version: number; rows: Promise<Row[]> }>();
  const run = async (db: Db): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).toSQL();
      compiled.set(db, query);
    }
    const result = (await db.raw(query.sql, query.bindings)) as Row[] | { rows: Row[] };
    return dialectOf(db) === 'postgres' ? (result as { rows: Row[] }).rows : (result as Row[]);
  };
  return (db) => {
    // Read before the statement runs: a commit in between gives the next call a new version.
    const version = commitVersion(db);
    const last = kept.get(db);
    if (version !== undefined && last?.version === version) return last.rows;
    const rows = run(db);
    if (version !== undefined) {
      kept.set(db, { version, rows });
      rows.catch(() => {
        if (kept.get(db)?.rows === rows) kept.delete(db);
      });
    }
    return rows;
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
