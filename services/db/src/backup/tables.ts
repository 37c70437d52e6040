/**
 * The data that cannot be read again from the chain, in foreign-key order (parents first): what a
 * backup holds and a restore replaces. Everything else (the collection, its derived tables, market
 * snapshots' sources, sessions, challenges, backup_runs) is rebuilt by a sync or is short-lived.
 */
export const BACKUP_TABLES = [
  'users',
  'nft_likes',
  'nft_like_counts',
  'nft_likes_removed',
  'user_like_limits',
  'contest_months',
  'hall_of_fame_entry_ids',
  'like_seals',
  // Wallet voters' signatures of their likes: nobody but the voter can make them again.
  'like_ballots',
  'admin_audit_log',
  'market_sales',
  'market_data_history',
  'site_settings',
  // Listings and delistings are observed, not re-readable (the indexer gives only the current state).
  'nft_activity',
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * The id sequences of the backed-up tables (each named by the table that owns it: SQLite's
 * AUTOINCREMENT row in sqlite_sequence, PostgreSQL's serial sequence), each with every table whose
 * ids come from it. A like a moderator removes moves to nft_likes_removed with its id, so after a
 * restore the likes' sequence must end past the largest id of both, or the next like takes a
 * removed like's id and its removal fails on nft_likes_removed's key.
 */
export const ID_SEQUENCES: Readonly<Record<string, readonly BackupTable[]>> = {
  nft_likes: ['nft_likes', 'nft_likes_removed'],
  contest_months: ['contest_months'],
  // Every Hall of Fame entry id ever handed out stays a row here (contest_months.entry_id takes them).
  hall_of_fame_entry_ids: ['hall_of_fame_entry_ids'],
  like_seals: ['like_seals'],
  like_ballots: ['like_ballots'],
  admin_audit_log: ['admin_audit_log'],
  market_sales: ['market_sales'],
  market_data_history: ['market_data_history'],
  nft_activity: ['nft_activity'],
};

/** Where knex records the migration level. */
export const MIGRATIONS_TABLE = 'knex_migrations';
