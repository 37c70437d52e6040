/** Whether a database error is a unique-key violation (PostgreSQL 23505, SQLite UNIQUE constraint). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(e?.message ?? ''));
}
