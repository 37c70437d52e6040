import type { Knex } from 'knex';

/**
 * One row per backup, written by whoever made it (the worker's schedule or `npm run backup`): the
 * System tab reads the last backup and the last failure here, so it is right on any replica, not
 * only on the machine whose disk holds BACKUP_DIR. `file` is the path on the writer's machine.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('backup_runs', (t) => {
    t.increments('id').primary();
    t.bigInteger('finished_at').notNullable();
    t.string('outcome', 10).notNullable();
    t.string('made_by', 10).notNullable();
    t.text('file');
    t.bigInteger('bytes');
    t.text('error');
    t.check(`outcome in ('ok', 'failed')`, [], 'backup_runs_outcome');
    t.check(`made_by in ('schedule', 'command')`, [], 'backup_runs_made_by');
    t.index(['outcome', 'finished_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('backup_runs');
}
