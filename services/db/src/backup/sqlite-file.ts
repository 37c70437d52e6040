/**
 * The few better-sqlite3 calls the backup uses (the driver knex loads for SQLite; it ships no
 * types of its own here).
 */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): unknown;
  /** Rows as arrays in column order. */
  raw(on?: boolean): SqliteStatement;
  /** Integers as BigInt, so none beyond 2^53 loses a digit. */
  safeIntegers(on?: boolean): SqliteStatement;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  pragma(sql: string, options?: { simple?: boolean }): unknown;
  backup(
    destination: string,
    options?: { progress?: (info: { totalPages: number; remainingPages: number }) => number },
  ): Promise<unknown>;
  transaction<A extends unknown[], T>(fn: (...args: A) => T): { (...args: A): T; immediate(...args: A): T };
  readonly inTransaction: boolean;
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
