import type { Knex } from 'knex';
import { dialectOf } from '@nacho/core';

/**
 * Hall of Fame entry ids that are never reused, and a version per entry (issue 36). The entry id
 * was the contest_months row id: a month vacated and declared again kept its row, so the new winner
 * came back under the old id, and a stale `DELETE /api/admin/hall-of-fame/{id}` from another tab
 * deleted it. Now each winner a month is given gets an id of its own from
 * `hall_of_fame_entry_ids` (autoincrement on SQLite, a sequence on PostgreSQL: neither hands out an
 * id twice), kept in `contest_months.entry_id` while the month has that winner; a move takes the
 * entry, with its id, to the other month and raises `entry_version`, which corrections name
 * (If-Match) so that a stale one is refused.
 *
 * Existing winners keep their ids (the row ids, which links and audit rows name), and the next id
 * is past every row id ever handed out, so no id that ever named an entry names another.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hall_of_fame_entry_ids', (t) => {
    t.increments('id').primary();
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.alterTable('contest_months', (t) => {
    t.integer('entry_id');
    t.integer('entry_version').notNullable().defaultTo(0);
    t.unique(['entry_id'], { indexName: 'contest_months_entry_id' });
  });
  await knex('contest_months')
    .whereNotNull('token_id')
    .update({ entry_id: knex.ref('id'), entry_version: 1 });
  const [{ max }] = await knex('contest_months').max({ max: 'id' });
  if (max !== null && max !== undefined) {
    await knex('hall_of_fame_entry_ids').insert({ id: Number(max), created_at: Date.now() });
    if (dialectOf(knex) === 'postgres')
      await knex.raw(`select setval(pg_get_serial_sequence('hall_of_fame_entry_ids', 'id'), ?)`, [Number(max)]);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contest_months', (t) => {
    t.dropUnique(['entry_id'], 'contest_months_entry_id');
    t.dropColumn('entry_id');
    t.dropColumn('entry_version');
  });
  await knex.schema.dropTable('hall_of_fame_entry_ids');
}
