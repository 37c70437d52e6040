import type { Knex } from 'knex';
import * as contestAndAccounts from './migrations/001_contest_and_accounts';
import * as collection from './migrations/002_collection';
import * as adminSettings from './migrations/006_admin_settings';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

const MIGRATIONS: Record<string, Migration> = {
  '001_contest_and_accounts': contestAndAccounts,
  '002_collection': collection,
  '006_admin_settings': adminSettings,
};

/** Migrations are imported modules, so they run the same from src (tests) and dist (production). */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name]!,
};

/** Runs under knex's migration lock, so replicas starting together migrate once. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Knex): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}

export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown, Array<{ file?: string } | string>];
  return pending.map((p) => (typeof p === 'string' ? p : (p.file ?? String(p))));
}
