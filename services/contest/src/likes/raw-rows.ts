/** Rows of a knex.raw result: pg gives {rows}, better-sqlite3 the array itself (for RETURNING/SELECT). */
export function rawRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
