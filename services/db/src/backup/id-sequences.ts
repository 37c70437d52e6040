import type { Knex } from 'knex';
import type { Dialect } from './column-types';
import { quoteIdent } from './sqlite-file';
import { ID_SEQUENCES } from './tables';

type Rows<T> = { rows: T[] };

async function largestId(trx: Knex, table: string): Promise<number> {
  const row = (await trx(table).max('id as id').first()) as { id: number | string | null } | undefined;
  return Number(row?.id ?? 0);
}

/**
 * Moves every id sequence of ID_SEQUENCES past the largest id of every table that shares it, past
 * the largest id the backup's database had given out (`recorded`, from the backup's trailer) and
 * never back from where it is: no id handed out before the backup, or in this database before the
 * restore, is handed out again. In the caller's transaction. Returns where each sequence ends.
 */
export async function advanceIdSequences(
  trx: Knex,
  dialect: Dialect,
  recorded: Record<string, number>,
): Promise<Record<string, number>> {
  const ends: Record<string, number> = {};
  for (const [owner, tables] of Object.entries(ID_SEQUENCES)) {
    let end = recorded[owner] ?? 0;
    for (const table of tables) end = Math.max(end, await largestId(trx, table));
    if (dialect === 'sqlite') {
      // sqlite_sequence: the largest rowid an AUTOINCREMENT table ever used; the next id is past it.
      const current = (await trx('sqlite_sequence').where({ name: owner }).first('seq')) as { seq: number } | undefined;
      end = Math.max(end, Number(current?.seq ?? 0));
      if (current) await trx('sqlite_sequence').where({ name: owner }).update({ seq: end });
      else if (end > 0) await trx('sqlite_sequence').insert({ name: owner, seq: end });
    } else {
      const sequence = `pg_get_serial_sequence('${quoteIdent(owner).replace(/'/g, "''")}', 'id')::regclass`;
      const current: Rows<{ v: number | string | null }> = await trx.raw(
        `select pg_sequence_last_value(${sequence}) as v`,
      );
      end = Math.max(end, Number(current.rows[0]?.v ?? 0));
      if (end > 0) await trx.raw(`select setval(${sequence}, ?, true)`, [end]);
    }
    ends[owner] = end;
  }
  return ends;
}
