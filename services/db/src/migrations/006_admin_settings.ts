import type { Knex } from 'knex';

/**
 * Admin (issue 12): server-side site settings (the Hall of Fame visibility switch) and one
 * crowned NFT of the Month per contest month, so an admin declaration and the month-end job
 * cannot both crown a month.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.alterTable('hall_of_fame_history', (t) => {
    t.unique(['reset_year', 'reset_month'], { indexName: 'hall_of_fame_one_winner_per_month' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hall_of_fame_history', (t) => {
    t.dropUnique(['reset_year', 'reset_month'], 'hall_of_fame_one_winner_per_month');
  });
  await knex.schema.dropTableIfExists('site_settings');
}
