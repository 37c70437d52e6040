import type { Knex } from 'knex';

/**
 * Issue 38: the version of the activity data (nft_activity and market_sales), the key the nft
 * service caches activity pages and histories by. Triggers keep it, so every writer counts: the
 * activity sync's inserts and its merges that link a transfer to its sale, new sales, a restore's
 * delete/truncate and insert, tests and tools writing rows directly. PostgreSQL bumps it once per
 * statement; SQLite has only row triggers, so there it grows by the rows written (only "changed"
 * matters to the readers).
 */
const WATCHED = ['nft_activity', 'market_sales'] as const;
const BUMP = 'update activity_data_version set version = version + 1';
const PG_FUNCTION = 'nacho_bump_activity_data_version';

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_data_version', (t) => {
    t.integer('id').primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('activity_data_version').insert({ id: 1, version: 0 });
  if (isPostgres(knex)) {
    await knex.raw(
      `create function ${PG_FUNCTION}() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`,
    );
    for (const table of WATCHED)
      await knex.raw(
        `create trigger ${table}_data_version after insert or update or delete or truncate on ${table} for each statement execute procedure ${PG_FUNCTION}()`,
      );
    return;
  }
  for (const table of WATCHED)
    for (const event of ['insert', 'update', 'delete'])
      await knex.raw(`create trigger ${table}_data_version_${event} after ${event} on ${table} begin ${BUMP}; end`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    for (const table of WATCHED) await knex.raw(`drop trigger ${table}_data_version on ${table}`);
    await knex.raw(`drop function ${PG_FUNCTION}()`);
  } else {
    for (const table of WATCHED)
      for (const event of ['insert', 'update', 'delete']) await knex.raw(`drop trigger ${table}_data_version_${event}`);
  }
  await knex.schema.dropTable('activity_data_version');
}
