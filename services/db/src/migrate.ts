import type { Knex } from 'knex';
import pRetry from 'p-retry';
import { dialectOf } from '@nacho/core';
import * as contestAndAccounts from './migrations/001_contest_and_accounts';
import * as collection from './migrations/002_collection';
import * as syncHardening from './migrations/003_sync_hardening';
import * as identity from './migrations/004_identity';
import * as contest from './migrations/005_contest';
import * as adminSettings from './migrations/006_admin_settings';
import * as market from './migrations/007_market';
import * as likeFunction from './migrations/008_like_function';
import * as likeBatchFunction from './migrations/009_like_batch_function';
import * as contestMonths from './migrations/010_contest_months';
import * as syncRuns from './migrations/011_sync_runs';
import * as likeCountReachedAt from './migrations/012_like_count_reached_at';
import * as marketSourceHealth from './migrations/013_market_source_health';
import * as backupRuns from './migrations/014_backup_runs';
import * as hallOfFameEntryIds from './migrations/015_hall_of_fame_entry_ids';
import * as monthExports from './migrations/016_month_exports';
import * as collectionActivity from './migrations/017_collection_activity';
import * as likeSeals from './migrations/021_like_seals';
import * as activityPriceIndex from './migrations/022_activity_price_index';
import * as walletLinkedAt from './migrations/023_wallet_linked_at';
import * as likeBallots from './migrations/024_like_ballots';
import * as activityDataVersion from './migrations/025_activity_data_version';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

const MIGRATIONS: Record<string, Migration> = {
  '001_contest_and_accounts': contestAndAccounts,
  '002_collection': collection,
  '003_sync_hardening': syncHardening,
  '004_identity': identity,
  '005_contest': contest,
  '006_admin_settings': adminSettings,
  '007_market': market,
  '008_like_function': likeFunction,
  '009_like_batch_function': likeBatchFunction,
  '010_contest_months': contestMonths,
  '011_sync_runs': syncRuns,
  '012_like_count_reached_at': likeCountReachedAt,
  '013_market_source_health': marketSourceHealth,
  '014_backup_runs': backupRuns,
  '015_hall_of_fame_entry_ids': hallOfFameEntryIds,
  '016_month_exports': monthExports,
  '017_collection_activity': collectionActivity,
  '021_like_seals': likeSeals,
  '022_activity_price_index': activityPriceIndex,
  '023_wallet_linked_at': walletLinkedAt,
  '024_like_ballots': likeBallots,
  '025_activity_data_version': activityDataVersion,
};

/** Every migration's name, oldest first: the last one is the level a migrated database is at. */
export const MIGRATION_NAMES: readonly string[] = Object.freeze(Object.keys(MIGRATIONS));

/** Migrations are imported modules, so they run the same from src (tests) and dist (production). */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => [...MIGRATION_NAMES],
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name]!,
};

/**
 * What another process migrating at the same moment makes knex throw: its migration lock is held
 * (MigrationLocked), or both created knex_migrations / knex_migrations_lock at once (the table
 * exists, its type name is taken on PostgreSQL, or the lock row was inserted twice).
 */
export function isConcurrentMigrationError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MigrationLocked') return true;
  return /knex_migrations|already exists|duplicate key|database is locked|SQLITE_BUSY/i.test(error.message);
}

/** Any fixed number: the PostgreSQL advisory lock every migrating process of this app takes. */
const MIGRATION_ADVISORY_LOCK = 0x6e6163686f;

/**
 * On PostgreSQL, one migrating process at a time (a transaction-scoped advisory lock, released on
 * commit or when a process dies). knex's own lock cannot guard its first run: two processes that
 * both find knex_migrations_lock empty both insert its row, and with two rows knex reports the
 * table as locked for ever. Under the advisory lock such a second row (left by a race before this
 * lock existed) is removed.
 */
async function oneMigratorAtATime<T>(db: Knex, run: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return run();
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [MIGRATION_ADVISORY_LOCK]);
    if (await trx.schema.hasTable('knex_migrations_lock')) {
      // Committed at once (not in trx): knex's own lock update must not wait on this transaction's row locks.
      await db('knex_migrations_lock').whereNot('index', db('knex_migrations_lock').min('index')).del();
    }
    return run();
  });
}

/**
 * Runs under knex's migration lock (and, on PostgreSQL, oneMigratorAtATime). Replicas starting together on a fresh database race to create
 * knex's own tables and to take the lock: the losers wait and try again until the winner is done
 * (then nothing is pending for them), so every replica comes up.
 */
export async function migrateLatest(
  db: Knex,
  options: { retries?: number; minDelayMs?: number } = {},
): Promise<string[]> {
  // Other failures get a few tries too: under heavy load SQLite also reports the race in other words.
  let otherFailures = 0;
  return pRetry(
    async () => {
      try {
        const [, applied] = (await oneMigratorAtATime(db, () => db.migrate.latest({ migrationSource }))) as [
          number,
          string[],
        ];
        return applied;
      } catch (error) {
        // p-retry gives up on anything that is not an Error of this realm; better-sqlite3's
        // SqliteError may extend another realm's Error (jest), so keep its message in a plain one.
        if (error instanceof Error) throw error;
        const e = error as { name?: string; message?: string };
        throw Object.assign(new Error(e.message ?? String(error)), { name: e.name ?? 'Error', cause: error });
      }
    },
    {
      retries: options.retries ?? 60,
      minTimeout: options.minDelayMs ?? 50,
      maxTimeout: 1000,
      factor: 1.5,
      randomize: true,
      onFailedAttempt: (error) => {
        if (!isConcurrentMigrationError(error) && ++otherFailures > 3) throw error;
      },
    },
  );
}

export async function migrateRollbackAll(db: Knex): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}

export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown, Array<{ file?: string } | string>];
  return pending.map((p) => (typeof p === 'string' ? p : (p.file ?? String(p))));
}

/** Applies the migrations up to and including `last`: lets a test build a database in an earlier release's shape. */
export async function migrateUpTo(db: Knex, last: string): Promise<string[]> {
  const names = MIGRATION_NAMES;
  if (!names.includes(last)) throw new Error(`unknown migration ${last}`);
  const upTo: Knex.MigrationSource<string> = {
    ...migrationSource,
    getMigrations: async () => names.slice(0, names.indexOf(last) + 1),
  };
  const [, applied] = (await db.migrate.latest({ migrationSource: upTo })) as [number, string[]];
  return applied;
}
