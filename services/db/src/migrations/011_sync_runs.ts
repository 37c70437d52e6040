import type { Knex } from 'knex';

/**
 * Issue 28: one row per collection sync run (the admin panel's System tab lists the last runs; the
 * freshness banner reads the last success and the last failure). A run is inserted when it takes
 * the sync lease and finished with its outcome ('synced' or 'failed') and error.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sync_runs', (t) => {
    t.increments('id').primary();
    t.bigInteger('started_at').notNullable().index();
    t.bigInteger('finished_at');
    t.string('outcome', 10).notNullable();
    t.text('error');
    t.integer('collection_version');
    t.check(`outcome in ('running', 'synced', 'failed')`, [], 'sync_runs_outcome');
    t.index(['outcome', 'finished_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sync_runs');
}
