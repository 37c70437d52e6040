import type { Knex } from 'knex';
import type { Db } from './db';

/** A part of a data fingerprint: subqueries of one value each (a max id, a latest updated_at). */
export type FingerprintPart = (db: Db) => Knex.QueryBuilder[];

/**
 * The fingerprints of `parts`, each its values joined by '.', from one statement: the pages' data
 * version asks on every page request, and a statement per part cost one more turn of the pool each.
 */
export async function readFingerprints(db: Db, parts: readonly FingerprintPart[]): Promise<string[]> {
  const columns = parts.map((part) => part(db));
  const aliased = columns.flat().map((subquery, i) => subquery.as(`v${i}`));
  const row = (await db.select(aliased).first()) as Record<string, unknown> | undefined;
  let i = 0;
  return columns.map((values) => values.map(() => String(row?.[`v${i++}`] ?? '-')).join('.'));
}
