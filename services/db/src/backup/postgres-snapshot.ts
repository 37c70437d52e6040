import type { Knex } from 'knex';
import { createDb } from '@nacho/core';
import { columnTypeOf, type Column } from './column-types';
import { keysetPageSql, lastKey, PAGE_ROWS, requireBackupTables, type Snapshot, type TableShape } from './snapshot';
import { quoteIdent } from './sqlite-file';
import { ID_SEQUENCES, MIGRATIONS_TABLE } from './tables';

type Rows<T> = { rows: T[] };

/** A table's columns and primary key in the connection's schema (current_schema()). */
export async function postgresTableShape(db: Knex, name: string): Promise<TableShape & { bigints: Set<string> }> {
  const info: Rows<{ column_name: string; data_type: string }> = await db.raw(
    `select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    [name],
  );
  const columns: Column[] = info.rows.map((c) => {
    const type = columnTypeOf('postgres', c.data_type);
    if (!type) throw new Error(`${name}.${c.column_name} has the type ${c.data_type}, which backups do not carry`);
    return { name: c.column_name, type };
  });
  const key: Rows<{ name: string }> = await db.raw(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = to_regclass(?) and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [quoteIdent(name)],
  );
  if (!key.rows.length) throw new Error(`${name} has no primary key to read it in order`);
  const bigints = new Set(info.rows.filter((c) => c.data_type === 'bigint').map((c) => c.column_name));
  return { name, columns, key: key.rows.map((r) => r.name), bigints };
}

/**
 * A snapshot of a PostgreSQL database in one REPEATABLE READ, READ ONLY transaction on a
 * connection of its own: every page sees the state of the first read, whatever the services write
 * meanwhile. int8 columns are read as text (the services' pg parses them into doubles).
 */
export async function openPostgresSnapshot(databaseUrl: string, description: string): Promise<Snapshot> {
  const db = createDb({ databaseUrl, dataDir: '' });
  let trx: Knex.Transaction | undefined;
  try {
    trx = await db.transaction();
    const t = trx;
    await t.raw('set transaction isolation level repeatable read, read only');
    const present: Rows<{ name: string }> = await t.raw(
      `select table_name as name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = new Set(present.rows.map((r) => r.name));
    if (!names.has(MIGRATIONS_TABLE))
      throw new Error(`${description} has no ${MIGRATIONS_TABLE}: it is not a database of this application`);
    const migrations = ((await t(MIGRATIONS_TABLE).orderBy('id').select('name')) as Array<{ name: string }>).map(
      (r) => r.name,
    );
    const shapes: Array<TableShape & { bigints: Set<string> }> = [];
    for (const name of requireBackupTables((n) => names.has(n), migrations, description))
      shapes.push(await postgresTableShape(t, name));
    return {
      dialect: 'postgres',
      migrations,
      tables: shapes,
      async *pages(table) {
        const { bigints } = shapes.find((s) => s.name === table.name)!;
        const list = table.columns
          .map((c) =>
            bigints.has(c.name) ? `${quoteIdent(c.name)}::text as ${quoteIdent(c.name)}` : quoteIdent(c.name),
          )
          .join(', ');
        const read = async (first: boolean, after: unknown[]) => {
          const result: Rows<Record<string, unknown>> = await t.raw(
            keysetPageSql(table, list, quoteIdent, first),
            after as Knex.RawBinding[],
          );
          return result.rows.map((row) => table.columns.map((c) => row[c.name]));
        };
        let page = await read(true, []);
        while (page.length) {
          yield page;
          if (page.length < PAGE_ROWS) return;
          page = await read(false, lastKey(table, page));
        }
      },
      async idHighWater() {
        const out: Record<string, number> = {};
        for (const owner of Object.keys(ID_SEQUENCES)) {
          const r: Rows<{ v: number | null }> = await t.raw(
            `select pg_sequence_last_value(pg_get_serial_sequence(?, 'id')::regclass) as v`,
            [quoteIdent(owner)],
          );
          if (r.rows[0]?.v != null) out[owner] = Number(r.rows[0].v);
        }
        return out;
      },
      async close() {
        await t.commit().catch(() => undefined);
        await db.destroy();
      },
    };
  } catch (error) {
    await trx?.rollback().catch(() => undefined);
    await db.destroy();
    throw error;
  }
}
