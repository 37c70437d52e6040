import { dialectOf, type Db } from '@nacho/core';
import { COLLECTION_INFO_COLUMNS, TOKEN_COLUMNS, type CollectionInfoRow, type TokenRow } from '@nacho/db';
import type { Knex } from 'knex';
import { readSyncState, type SyncStateRow } from './sync-state';

export type { CollectionInfoRow, TokenRow };

export interface MetadataRow {
  token_id: number;
  name: string | null;
  description: string | null;
  image: string | null;
  attributes: string;
}
export interface TraitStatRow {
  trait_type: string;
  value: string;
  count: number;
  percentage: number;
}
export interface RarityRow {
  token_id: number;
  rank: number;
}
export interface SpecialRow {
  token_id: number;
  kind: string;
}
export interface HolderRow {
  address: string;
  token_count: number;
  total_power: number;
  power_rank: number;
}

/** Everything a snapshot is built from, as read in one consistent view of the database. */
export interface CollectionRows {
  syncState: SyncStateRow;
  collectionInfo: CollectionInfoRow[];
  tokens: TokenRow[];
  metadata: MetadataRow[];
  traitStats: TraitStatRow[];
  rarity: RarityRow[];
  specials: SpecialRow[];
  holders: HolderRow[];
}

async function readAll(trx: Knex.Transaction): Promise<CollectionRows> {
  const syncState = await readSyncState(trx);
  const collectionInfo = await trx('collection_info').select<CollectionInfoRow[]>('tick', ...COLLECTION_INFO_COLUMNS);
  const tokens = await trx('tokens')
    .select<TokenRow[]>(...TOKEN_COLUMNS)
    .orderBy('token_id');
  const metadata = await trx('nft_metadata').select<MetadataRow[]>(
    'token_id',
    'name',
    'description',
    'image',
    'attributes',
  );
  const traitStats = await trx('trait_stats').select<TraitStatRow[]>('trait_type', 'value', 'count', 'percentage');
  const rarity = await trx('nft_rarity').select<RarityRow[]>('token_id', 'rank');
  const specials = await trx('special_nfts').select<SpecialRow[]>('token_id', 'kind');
  const holders = await trx('holders').select<HolderRow[]>('address', 'token_count', 'total_power', 'power_rank');
  return { syncState, collectionInfo, tokens, metadata, traitStats, rarity, specials, holders };
}

/**
 * Reads the derived tables in a single read-only transaction, so a sync committing meanwhile cannot
 * mix two versions into one snapshot (PostgreSQL: repeatable read; SQLite: one WAL read transaction).
 */
export async function loadCollectionRows(db: Db): Promise<CollectionRows> {
  return db.transaction(async (trx) => {
    if (dialectOf(db) === 'postgres') await trx.raw('set transaction isolation level repeatable read read only');
    return readAll(trx);
  });
}
