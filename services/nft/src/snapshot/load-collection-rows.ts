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
  listings: ListingRow[];
  /** The newest sale of each token at the market source. */
  lastSales: { token_id: number; price_kas: number }[];
  kasUsd: number | null;
}

export interface ListingRow {
  token_id: number;
  price_sompi: number | string;
  listed_at: number | string | null;
}

async function readMarket(trx: Knex.Transaction, marketSource: string) {
  const listings = await trx('nft_listings').select<ListingRow[]>('token_id', 'price_sompi', 'listed_at');
  const newest = trx('market_sales')
    .where({ source: marketSource })
    .groupBy('token_id')
    .select('token_id')
    .max({ sold_at: 'sold_at' })
    .as('newest');
  const lastSales = await trx('market_sales as s')
    .join(newest, function () {
      this.on('s.token_id', '=', 'newest.token_id').andOn('s.sold_at', '=', 'newest.sold_at');
    })
    .where('s.source', marketSource)
    .select<{ token_id: number; price_kas: number }[]>('s.token_id', 's.price_kas');
  const rate = (await trx('market_data_history')
    .whereNotNull('usd_price')
    .orderBy('timestamp', 'desc')
    .first('usd_price')) as { usd_price: number | string } | undefined;
  return { listings, lastSales, kasUsd: rate ? Number(rate.usd_price) : null };
}

async function readAll(trx: Knex.Transaction, marketSource: string): Promise<CollectionRows> {
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
  const market = await readMarket(trx, marketSource);
  return { syncState, collectionInfo, tokens, metadata, traitStats, rarity, specials, holders, ...market };
}

/**
 * Reads the derived tables in a single read-only transaction, so a sync committing meanwhile cannot
 * mix two versions into one snapshot (PostgreSQL: repeatable read; SQLite: one WAL read transaction).
 */
export async function loadCollectionRows(db: Db, marketSource = 'demo'): Promise<CollectionRows> {
  return db.transaction(async (trx) => {
    if (dialectOf(db) === 'postgres') await trx.raw('set transaction isolation level repeatable read read only');
    return readAll(trx, marketSource);
  });
}
