import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createDb, type Db } from '@nacho/core';
import { tempDir, TEST_PG_URL } from '@nacho/core/testing';
import type { Dialect } from './each-database';

export interface FreshDatabase {
  /** What restoreBackup and createBackup take: an empty DATA_DIR that does not exist yet, or an empty PostgreSQL database. */
  config: { databaseUrl: string | undefined; dataDir: string; backupDir: string };
  /** A client on it (created on first use: on SQLite that creates the file). */
  db(): Db;
  drop(): Promise<void>;
}

/**
 * A "new machine" for restore tests: an empty, never migrated database of the given kind, as an
 * operator has it after losing the old one (SQLite: a DATA_DIR that does not exist; PostgreSQL: a
 * database just created).
 */
export async function freshDatabase(dialect: Dialect): Promise<FreshDatabase> {
  const parent = tempDir('nacho-fresh-');
  const dataDir = path.join(parent, 'data');
  let databaseUrl: string | undefined;
  let name = '';
  if (dialect === 'postgres') {
    name = `nacho_fresh_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knex({ client: 'pg', connection: TEST_PG_URL });
    try {
      await admin.raw(`create database ${name}`);
    } finally {
      await admin.destroy();
    }
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  let db: Db | undefined;
  return {
    config: { databaseUrl, dataDir, backupDir: path.join(parent, 'backups') },
    db: () => (db ??= createDb({ databaseUrl, dataDir })),
    drop: async () => {
      await db?.destroy();
      if (name) {
        const admin = knex({ client: 'pg', connection: TEST_PG_URL });
        try {
          await admin.raw(`drop database if exists ${name} with (force)`);
        } finally {
          await admin.destroy();
        }
      }
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
