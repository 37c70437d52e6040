import type { Knex } from 'knex';
import { deleteRows, upsertRows } from './batch';

export interface TableSpec<Row extends object> {
  table: string;
  key: (keyof Row & string)[];
  columns: (keyof Row & string)[];
}

export interface RowDiff<Row> {
  /** New rows and rows whose columns changed. */
  upserts: Row[];
  /** Keys of stored rows that are no longer wanted. */
  deletes: unknown[][];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a === 'number' && typeof b === 'number') {
    // Doubles read back from the database may differ in the last bit from a fresh computation.
    return Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
  }
  return false;
}

const keyOf = <Row extends object>(spec: TableSpec<Row>, row: Row) =>
  spec.key.map((k) => String(row[k])).join('\u0000');

/** What to write so that the stored rows become the wanted rows, leaving equal rows untouched. */
export function diffRows<Row extends object>(
  spec: TableSpec<Row>,
  stored: readonly Row[],
  wanted: readonly Row[],
): RowDiff<Row> {
  const storedByKey = new Map(stored.map((row) => [keyOf(spec, row), row]));
  const upserts: Row[] = [];
  for (const row of wanted) {
    const key = keyOf(spec, row);
    const old = storedByKey.get(key);
    storedByKey.delete(key);
    if (!old || spec.columns.some((c) => !sameValue(old[c], row[c]))) upserts.push(row);
  }
  const deletes = [...storedByKey.values()].map((row) => spec.key.map((k) => row[k]));
  return { upserts, deletes };
}

/** Diffs against the stored table and writes the difference; returns the number of rows written. */
export async function syncTable<Row extends object>(
  trx: Knex.Transaction,
  spec: TableSpec<Row>,
  wanted: readonly Row[],
): Promise<number> {
  const stored = (await trx(spec.table).select([...spec.key, ...spec.columns])) as Row[];
  const diff = diffRows(spec, stored, wanted);
  await deleteRows(trx, spec.table, spec.key, diff.deletes);
  await upsertRows(trx, spec.table, spec.key, diff.upserts);
  return diff.upserts.length + diff.deletes.length;
}
