import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createDb, type Db } from '@nacho/core';
import { describeIfAvailable, postgresAvailability, tempDir, TEST_PG_URL } from '@nacho/core/testing';
import { copyMigratedSqlite, createPostgresDatabase } from './migrated-template';

export type Dialect = 'sqlite' | 'postgres';
export interface DatabaseContext {
  dialect: Dialect;
  /** The migrated database of the current block; valid inside tests and hooks. */
  db(): Db;
  /** Connection settings for a second client (e.g. a service under test) on the same database. */
  databaseUrl(): string | undefined;
  dataDir(): string;
}

interface Options {
  migrate?: boolean;
}

/**
 * Runs the same describe body once on a fresh SQLite file and once on a fresh PostgreSQL database
 * (created for this block and dropped after it). A migrated database is a copy of a template
 * migrated once per set of migrations (./migrated-template); `migrate: false` gives an empty one.
 */
export function eachDatabase(title: string, body: (ctx: DatabaseContext) => void, options: Options = {}): void {
  const migrate = options.migrate ?? true;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    let db: Db | undefined;
    let url: string | undefined;
    let dir = '';
    let dbName = '';
    const ctx: DatabaseContext = {
      dialect,
      db: () => {
        if (!db) throw new Error('database not ready: use ctx.db() inside tests or hooks');
        return db;
      },
      databaseUrl: () => url,
      dataDir: () => dir,
    };
    const run = () => {
      beforeAll(async () => {
        dir = tempDir('nacho-db-');
        if (dialect === 'postgres') {
          dbName = `nacho_test_${process.pid}_${randomBytes(4).toString('hex')}`;
          await createPostgresDatabase(TEST_PG_URL, dbName, migrate);
          const u = new URL(TEST_PG_URL);
          u.pathname = `/${dbName}`;
          url = u.toString();
        } else if (migrate) {
          await copyMigratedSqlite(dir);
        }
        db = createDb({ databaseUrl: url, dataDir: dir });
      }, 30000);
      body(ctx);
      // Declared after the body's hooks: jest runs afterAll hooks in declaration order, so the body's
      // teardown (closing servers and services that still query) runs before the database goes away.
      afterAll(async () => {
        await db?.destroy();
        if (dialect === 'postgres' && dbName) {
          const admin = knex({ client: 'pg', connection: TEST_PG_URL });
          await admin.raw(`drop database if exists ${dbName} with (force)`);
          await admin.destroy();
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }, 30000);
    };
    if (dialect === 'sqlite') describe(`${title} [sqlite]`, run);
    else describeIfAvailable(postgresAvailability(), 'PostgreSQL', `${title} [postgres]`, run);
  }
}
