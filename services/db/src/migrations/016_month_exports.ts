import type { Knex } from 'knex';

/**
 * Month exports that never stall the site (issue 36). The like exports read each like table by
 * keyset on (contest_month, created_at, id) and merge the two ordered streams, so no read sorts
 * the month; the old (contest_month, created_at) index of nft_likes_removed is replaced by it.
 *
 * A finished month's export is frozen once (derived data, not backed up, dropped by a restore):
 * `month_export_files` names the file of a month and format, complete once `etag` is set,
 * `month_export_chunks` holds its gzip bytes in order, and `month_export_versions` counts the
 * corrections of a month: a file is served only while it was built at the month's version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('nft_likes', (t) => {
    t.index(['contest_month', 'created_at', 'id'], 'nft_likes_month_order');
  });
  await knex.schema.alterTable('nft_likes_removed', (t) => {
    t.dropIndex(['contest_month', 'created_at']);
    t.index(['contest_month', 'created_at', 'id'], 'nft_likes_removed_month_order');
  });
  await knex.schema.createTable('month_export_versions', (t) => {
    t.string('contest_month', 7).primary();
    t.integer('version').notNullable();
  });
  await knex.schema.createTable('month_export_files', (t) => {
    t.increments('id').primary();
    t.string('contest_month', 7).notNullable();
    t.string('format', 4).notNullable();
    t.integer('version').notNullable();
    t.string('etag', 100);
    t.bigInteger('started_at').notNullable();
    t.bigInteger('byte_length');
    t.unique(['contest_month', 'format'], { indexName: 'month_export_files_one_per_format' });
  });
  await knex.schema.createTable('month_export_chunks', (t) => {
    t.integer('file_id').notNullable().references('id').inTable('month_export_files').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.binary('bytes').notNullable();
    t.primary(['file_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('month_export_chunks');
  await knex.schema.dropTable('month_export_files');
  await knex.schema.dropTable('month_export_versions');
  await knex.schema.alterTable('nft_likes_removed', (t) => {
    t.dropIndex(['contest_month', 'created_at', 'id'], 'nft_likes_removed_month_order');
    t.index(['contest_month', 'created_at']);
  });
  await knex.schema.alterTable('nft_likes', (t) => {
    t.dropIndex(['contest_month', 'created_at', 'id'], 'nft_likes_month_order');
  });
}
