import type { Knex } from 'knex';
import { dialectOf } from '@nacho/core';

/**
 * A table's rows as exactly as each database holds them, in one form for both: integers as their
 * decimal digits (read as text, so none beyond 2^53 is rounded), booleans as booleans (SQLite's
 * 0/1), reals as numbers, text as is; sorted by the whole row. Two databases hold the same data
 * when these are equal.
 */
export async function exactRows(db: Knex, table: string): Promise<string[]> {
  const dialect = dialectOf(db);
  const columns: Array<{ name: string; type: string }> =
    dialect === 'sqlite'
      ? await db.raw('select name, type from pragma_table_info(?) order by cid', [table])
      : (
          await db.raw(
            `select column_name as name, data_type as type from information_schema.columns
              where table_schema = current_schema() and table_name = ? order by ordinal_position`,
            [table],
          )
        ).rows;
  const kind = (type: string) =>
    /int/i.test(type) ? 'integer' : /bool/i.test(type) ? 'boolean' : /real|floa|doub/i.test(type) ? 'real' : 'text';
  const select = columns
    .map((c) => (kind(c.type) === 'integer' ? `cast("${c.name}" as text) as "${c.name}"` : `"${c.name}"`))
    .join(', ');
  const rows = (
    dialect === 'sqlite'
      ? await db.raw(`select ${select} from "${table}"`)
      : (await db.raw(`select ${select} from "${table}"`)).rows
  ) as Array<Record<string, unknown>>;
  return rows
    .map((row) =>
      JSON.stringify(
        columns.map((c) => {
          const v = row[c.name];
          if (v === null) return null;
          if (kind(c.type) === 'boolean') return Boolean(Number(v));
          if (kind(c.type) === 'real') return Number.isFinite(v) ? v : String(v);
          return v;
        }),
      ),
    )
    .sort();
}
