/**
 * The four kinds of column a backup carries and how each value is written in the file, so that it
 * reads back exactly into either database: SQLite keeps booleans as 0/1 and every integer as 64
 * bits, PostgreSQL has true/false, int8 beyond 2^53, and doubles that may be NaN or infinite.
 *
 * In the file (JSON): integer: a number when it is a safe integer, else its decimal digits as a
 * string; real: a number, or "NaN", "Infinity", "-Infinity", "-0" (which JSON has no numbers for);
 * boolean: true or false; text: a string; any of them null.
 */
export type ColumnType = 'integer' | 'real' | 'boolean' | 'text';

export interface Column {
  name: string;
  type: ColumnType;
}

export type Dialect = 'sqlite' | 'postgres';

/** A value as the file holds it. */
export type Portable = number | string | boolean | null;

/** The kind of a column from its declared type (SQLite's declaration, PostgreSQL's information_schema data_type). */
export function columnTypeOf(dialect: Dialect, declared: string): ColumnType | undefined {
  const t = declared.toLowerCase();
  if (dialect === 'postgres') {
    if (t === 'integer' || t === 'bigint' || t === 'smallint') return 'integer';
    if (t === 'double precision' || t === 'real') return 'real';
    if (t === 'boolean') return 'boolean';
    if (t === 'text' || t === 'character varying' || t === 'character') return 'text';
    return undefined;
  }
  // SQLite's affinity rules, for the declarations knex writes (integer, bigint, boolean, float, varchar(n), text).
  if (t.includes('int')) return 'integer';
  if (t.includes('bool')) return 'boolean';
  if (t.includes('real') || t.includes('floa') || t.includes('doub')) return 'real';
  if (t.includes('char') || t.includes('text') || t.includes('clob')) return 'text';
  return undefined;
}

const DIGITS = /^-?\d+$/;
const SPECIAL_REALS = new Set(['NaN', 'Infinity', '-Infinity', '-0']);

/** Why a database value cannot be written as a value of its column (thrown by encodeValue). */
export class UnfitValueError extends Error {}

const unfit = (type: ColumnType, value: unknown) =>
  new UnfitValueError(
    `holds ${typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value))}, which its ${type} column cannot hold`,
  );

/** A value read from either database (better-sqlite3 with safe integers, or pg with int8 as text) as the file writes it. */
export function encodeValue(type: ColumnType, value: unknown): Portable {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
      if (typeof value === 'bigint')
        return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(value)
          : value.toString();
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      if (typeof value === 'string' && DIGITS.test(value))
        return Number.isSafeInteger(Number(value)) ? Number(value) : value;
      throw unfit(type, value);
    case 'real': {
      const n = typeof value === 'bigint' ? Number(value) : value;
      if (typeof n !== 'number') throw unfit(type, value);
      if (Object.is(n, -0) || !Number.isFinite(n)) return String(Object.is(n, -0) ? '-0' : n);
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 0n || value === 0) return false;
      if (value === 1n || value === 1) return true;
      throw unfit(type, value);
    case 'text':
      if (typeof value === 'string') return value;
      throw unfit(type, value);
  }
}

/** Whether a value read from a file is one its column's type writes. */
export function isPortable(type: ColumnType, value: unknown): value is Portable {
  if (value === null) return true;
  switch (type) {
    case 'integer':
      return (
        (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && DIGITS.test(value))
      );
    case 'real':
      return (
        (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && SPECIAL_REALS.has(value))
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string';
  }
}

/** A file's value as the target database binds it. */
export function decodeValue(type: ColumnType, dialect: Dialect, value: Portable): unknown {
  if (value === null) return null;
  switch (type) {
    case 'integer':
      // pg sends a string as is (int8 parses it exactly); better-sqlite3 binds a BigInt as a 64-bit integer.
      return typeof value === 'string' && dialect === 'sqlite' ? BigInt(value) : value;
    case 'real':
      return typeof value === 'string' && dialect === 'sqlite' ? Number(value) : value;
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : value;
    case 'text':
      return value;
  }
}
