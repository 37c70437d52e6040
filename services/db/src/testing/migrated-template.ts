import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { createDb, sqliteFile } from '@nacho/core';
import { MIGRATION_NAMES, migrateLatest } from '../migrate';

/**
 * A migrated database made once and copied for every test block, instead of migrating each: on
 * PostgreSQL `CREATE DATABASE x TEMPLATE t` (about 0.15 s against 1.1-1.6 s for create + migrate),
 * on SQLite a copy of a migrated file. Both are named by a digest of the migrations' sources, so a
 * changed or added migration makes a new template and an old one is never used for it.
 */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

let digest: string | undefined;
/** Of the migration list and every file in the migrations folder (names and contents). */
export function migrationsDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256').update(MIGRATION_NAMES.join('\n'));
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return (digest = hash.digest('hex').slice(0, 16));
}

/** Any fixed number: the advisory lock (on the server's admin database) held while a template is built. */
const TEMPLATE_BUILD_LOCK = 0x6e74706c;
const TEMPLATE_PREFIX = 'nacho_test_template_';
/** Templates of other migration digests older than this are dropped when a new one is built. */
const STALE_TEMPLATE_MS = 24 * 3600_000;

const built = new Map<string, Promise<string>>();

/** Runs `fn` with one connection to the server's admin database, then closes it. */
async function withAdmin<T>(adminUrl: string, fn: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = knex({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

const urlOf = (adminUrl: string, database: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * The name of the migrated template database for the current migrations on the server of
 * `adminUrl`, built if it is missing. Parallel jest workers (and parallel runs) wait on one
 * advisory lock, so it is built once; it takes no connections, so it can always be cloned.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsDigest()}`;
  const key = `${adminUrl} ${name}`;
  let template = built.get(key);
  if (!template) {
    template = withAdmin(adminUrl, async (admin) => {
      // One connection (pool max 1): the session lock and every statement share it.
      await admin.raw('select pg_advisory_lock(?)', [TEMPLATE_BUILD_LOCK]);
      try {
        const exists = await admin('pg_database').where({ datname: name }).first('datname');
        if (!exists) await buildPostgresTemplate(admin, adminUrl, name);
      } finally {
        await admin.raw('select pg_advisory_unlock(?)', [TEMPLATE_BUILD_LOCK]);
      }
      return name;
    });
    built.set(key, template);
    template.catch(() => built.delete(key));
  }
  return template;
}

async function buildPostgresTemplate(admin: Knex, adminUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.raw(`drop database if exists ${building} with (force)`);
  await admin.raw(`create database ${building}`);
  const db = createDb({ databaseUrl: urlOf(adminUrl, building), dataDir: os.tmpdir() });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
  // Published whole, under its final name, only once migrated.
  await admin.raw(`alter database ${building} rename to ${name}`);
  await admin.raw(`alter database ${name} with is_template true allow_connections false`);
  // A literal: PostgreSQL takes no parameters in utility statements (the text is ours, without quotes).
  await admin.raw(`comment on database ${name} is 'nacho test template, built ${new Date().toISOString()}'`);
  await dropStaleTemplates(admin, name);
}

async function dropStaleTemplates(admin: Knex, current: string): Promise<void> {
  const rows = (
    await admin.raw(
      `select datname, shobj_description(oid, 'pg_database') as note from pg_database
       where datistemplate and datname like ? and datname <> ?`,
      [`${TEMPLATE_PREFIX}%`, current],
    )
  ).rows as Array<{ datname: string; note: string | null }>;
  for (const { datname, note } of rows) {
    const builtAt = Date.parse(/built (\S+)/.exec(note ?? '')?.[1] ?? '');
    if (Date.now() - (Number.isNaN(builtAt) ? 0 : builtAt) < STALE_TEMPLATE_MS) continue;
    await admin.raw(`alter database ${datname} with is_template false`);
    await admin.raw(`drop database if exists ${datname} with (force)`);
  }
}

/** Creates database `dbName` on the server of `adminUrl`: empty, or a clone of the migrated template. */
export async function createPostgresDatabase(adminUrl: string, dbName: string, migrated: boolean): Promise<void> {
  if (!migrated) {
    await withAdmin(adminUrl, (admin) => admin.raw(`create database ${dbName}`));
    return;
  }
  for (let attempt = 1; ; attempt++) {
    const template = await postgresTemplate(adminUrl);
    try {
      await withAdmin(adminUrl, (admin) => admin.raw(`create database ${dbName} template ${template}`));
      return;
    } catch (error) {
      // Another run dropped it as stale meanwhile (SQLSTATE 3D000): build it again, once.
      if ((error as { code?: string }).code !== '3D000' || attempt > 1) throw error;
      built.delete(`${adminUrl} ${template}`);
    }
  }
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A migrated SQLite file for the current migrations in the system temp folder, made on first use.
 * Built beside its final name and renamed into place (atomic), so parallel workers never read a
 * half-made one; two that build at once each publish a whole file.
 */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = path.join(os.tmpdir(), 'nacho-test-templates');
    const file = path.join(dir, `sqlite-${migrationsDigest()}.sqlite`);
    if (fs.existsSync(file)) return file;
    fs.mkdirSync(dir, { recursive: true });
    const buildDir = fs.mkdtempSync(path.join(dir, 'building-'));
    try {
      const db = createDb({ dataDir: buildDir });
      try {
        await migrateLatest(db);
        // Everything in the main file, so that a copy of that one file is the whole database.
        await db.raw('pragma wal_checkpoint(TRUNCATE)');
      } finally {
        await db.destroy();
      }
      fs.renameSync(sqliteFile(buildDir), file);
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
    return file;
  })();
  sqliteTemplate.catch(() => (sqliteTemplate = undefined));
  return sqliteTemplate;
}

/** Puts a migrated SQLite database into `dataDir` (where createDb opens it), copied from the template. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  fs.copyFileSync(await sqliteTemplateFile(), sqliteFile(dataDir));
}
