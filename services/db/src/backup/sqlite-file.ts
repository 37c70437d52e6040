/**
 * The few better-sqlite3 calls the backup uses (the driver knex loads for SQLite; it ships no
 * types of its own here).
 */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): unknown;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  pragma(sql: string, options?: { simple?: boolean }): unknown;
  backup(
    destination: string,
    options?: { progress?: (info: { totalPages: number; remainingPages: number }) => number },
  ): Promise<unknown>;
  transaction<T>(fn: () => T): { (): T; immediate(): T };
  close(): void;
}

type SqliteConstructor = new (
  filename: string,
  options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number },
) => SqliteDatabase;

export function openSqlite(
  filename: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
): SqliteDatabase {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as SqliteConstructor;
  return new Database(filename, { timeout: 10_000, ...options });
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
