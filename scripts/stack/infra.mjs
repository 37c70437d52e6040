// What the stack needs before its processes start: its PostgreSQL database (created when
// missing), the migrations (once, here, not raced by eight processes), and free ports.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './nginx-config.mjs';

const require = createRequire(import.meta.url);

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/nacho_stack';
/** Redis DB 1: the tests use DB 0 (with their own key prefixes) and the stack tests DBs 8-15. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/1';

export function requireBuilt(relativePath) {
  const file = path.join(REPO_ROOT, relativePath);
  if (!existsSync(file)) throw new Error(`${relativePath} is missing: run "npm run build" first`);
  return require(file);
}

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/** Creates the database of `databaseUrl` on its server when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`database name "${name}" must be lower-case letters, digits and _`);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const knex = require('knex');
  const admin = knex({ client: 'pg', connection: adminUrl.toString() });
  try {
    const { rows } = await admin.raw('select 1 from pg_database where datname = ?', [name]);
    if (rows.length === 0) await admin.raw(`create database ${name}`);
  } finally {
    await admin.destroy();
  }
}

export async function dropDatabase(databaseUrl) {
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const knex = require('knex');
  const admin = knex({ client: 'pg', connection: adminUrl.toString() });
  try {
    await admin.raw(`drop database if exists ${databaseName(databaseUrl)} with (force)`);
  } finally {
    await admin.destroy();
  }
}

export async function migrate(databaseUrl) {
  const { createDb } = requireBuilt('services/core/dist/index.js');
  const { migrateLatest } = requireBuilt('services/db/dist/index.js');
  const db = createDb({ databaseUrl, dataDir: REPO_ROOT });
  try {
    return await migrateLatest(db);
  } finally {
    await db.destroy();
  }
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
