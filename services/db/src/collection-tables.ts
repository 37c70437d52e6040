/**
 * The tables a collection sync writes: the collection as read from the chain and the indexer, the
 * tables derived from it, the sales it records and its own state. None references another, so they
 * can be emptied in any order (a test's or a benchmark's fresh start).
 */
export const COLLECTION_TABLES = [
  'collection_info',
  'tokens',
  'token_transfers',
  'nft_metadata',
  'nft_metadata_staged',
  'trait_stats',
  'nft_rarity',
  'special_nfts',
  'holders',
  'market_sales',
  'sync_state',
] as const;
