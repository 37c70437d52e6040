import type { Db } from '@nacho/core';

/** Inserts rows 500 at a time (SQLite's bound-parameter limit is reached well before a few thousand rows). */
export async function insertInBatches(db: Db, table: string, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db(table).insert(rows.slice(i, i + 500));
}
