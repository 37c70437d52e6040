import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from './config';
import { keepPreparedStatements } from './sqlite-kept-statements';

export type Db = Knex;

let pgTypesConfigured = false;
/** int8 (counts, epoch-ms timestamps) and numeric arrive as strings from pg; all of ours fit a double. */
function configurePgTypes() {
  if (pgTypesConfigured) return;
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  pgTypesConfigured = true;
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'nacho.sqlite');
}

/**
 * SQLite file in DATA_DIR (WAL, foreign keys on) unless DATABASE_URL points at PostgreSQL.
 * `queryOnly`: a SQLite connection that refuses writes (a reader beside the service's writer).
 */
export function createDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { filename?: string; queryOnly?: boolean } = {},
): Db {
  if (config.databaseUrl) {
    configurePgTypes();
    return knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 10 } });
  }
  const filename = options.filename ?? sqliteFile(config.dataDir);
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(
        conn: { pragma(sql: string): unknown; prepare(sql: string): object },
        done: (err: Error | null, conn: unknown) => void,
      ) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('synchronous = NORMAL');
        if (options.queryOnly) conn.pragma('query_only = ON');
        done(null, keepPreparedStatements(conn));
      },
    },
  });
}

export function dialectOf(db: Db): 'sqlite' | 'postgres' {
  return db.client.config.client === 'pg' ? 'postgres' : 'sqlite';
}
