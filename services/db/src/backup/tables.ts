/**
 * The data that cannot be read again from the chain, in foreign-key order (parents first): what a
 * backup holds and a restore replaces. Everything else (the collection, its derived tables, market
 * snapshots' sources, sessions, challenges) is rebuilt by a sync or is short-lived.
 */
export const BACKUP_TABLES = [
  'users',
  'nft_likes',
  'nft_like_counts',
  'nft_likes_removed',
  'user_like_limits',
  'contest_months',
  'hall_of_fame_entry_ids',
  'admin_audit_log',
  'market_sales',
  'market_data_history',
  'site_settings',
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/** Where knex records the migration level; kept in every backup so a restore can check it. */
export const MIGRATIONS_TABLE = 'knex_migrations';
