import type { Knex } from 'knex';
import { metadataDocumentColumns } from './002_collection';

/**
 * nft_metadata_staged: documents a sync fetched but has not published yet (moved into nft_metadata
 * in the transaction that bumps collection_version, so readers never see them early; kept across a
 * failed sync so they are not fetched again).
 * sync_state.metadata_missing: tokens of the published version without metadata.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('nft_metadata_staged', metadataDocumentColumns);
  await knex.schema.alterTable('sync_state', (t) => {
    t.integer('metadata_missing').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sync_state', (t) => {
    t.dropColumn('metadata_missing');
  });
  await knex.schema.dropTableIfExists('nft_metadata_staged');
}
