import type { Knex } from 'knex';

/**
 * Rows per statement: 500 rows x at most 7 columns stays far below SQLite's 32,766 bound
 * variables and PostgreSQL's 65,535 parameters.
 */
export const BATCH_SIZE = 500;

export function chunked<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** INSERT ... ON CONFLICT (key) DO UPDATE, in chunks. */
export async function upsertRows(
  db: Knex | Knex.Transaction,
  table: string,
  key: string[],
  rows: readonly object[],
): Promise<void> {
  for (const chunk of chunked(rows)) await db(table).insert(chunk).onConflict(key).merge();
}

export async function insertRows(db: Knex | Knex.Transaction, table: string, rows: readonly object[]): Promise<void> {
  for (const chunk of chunked(rows)) await db(table).insert(chunk);
}

/** DELETE by (possibly composite) key, in chunks. */
export async function deleteRows(
  db: Knex | Knex.Transaction,
  table: string,
  key: string[],
  keys: readonly unknown[][],
): Promise<void> {
  for (const chunk of chunked(keys)) {
    if (key.length === 1)
      await db(table)
        .whereIn(key[0], chunk.map((k) => k[0]) as Knex.Value[])
        .delete();
    else
      await db(table)
        .whereIn(key, chunk as Knex.Value[][])
        .delete();
  }
}
