/** Throw-away PostgreSQL databases for a bench run, on the tests' server (TEST_DATABASE_URL). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const knex = require('knex');

export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(fn) {
  const admin = knex({ client: 'pg', connection: adminUrl });
  try {
    await fn(admin);
  } finally {
    await admin.destroy();
  }
}

/** Databases named `${prefix}_${pid}_${n}`; dropAll() at the end of the run drops every one made. */
export function scratchPostgres(prefix) {
  const names = [];
  return {
    /** How many were made so far. */
    get count() {
      return names.length;
    },
    /** A new empty database; answers its URL. */
    async create() {
      const name = `${prefix}_${process.pid}_${names.length}`;
      await asAdmin((admin) => admin.raw(`create database ${name}`));
      names.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      if (!names.length) return;
      await asAdmin(async (admin) => {
        for (const name of names) await admin.raw(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
