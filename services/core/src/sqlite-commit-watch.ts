import fs from 'node:fs';
import Database from 'better-sqlite3';
import { dialectOf, type Db } from './db';

/** A number that changes whenever anything is committed to a database: equal answers, nothing committed in between. */
export type CommitStamp = () => number;

const watches = new WeakMap<Db, CommitStamp | null>();

/**
 * A number that changes whenever anything is committed to `db`'s SQLite file, by any connection of
 * any process: `PRAGMA data_version` on a read-only connection of its own. SQLite changes that value
 * for a connection when another one commits, and this one never writes, so every commit counts.
 * 3-4 µs a call, where the same read through knex's runner takes 44-58 µs back to back (BENCHMARKS.md).
 * Undefined for PostgreSQL and for a database that is not a file (":memory:").
 */
export function sqliteCommitStamp(db: Db): CommitStamp | undefined {
  const known = watches.get(db);
  if (known !== undefined) return known ?? undefined;
  const filename = dialectOf(db) === 'sqlite' ? fileOf(db) : undefined;
  if (!filename) {
    watches.set(db, null);
    return undefined;
  }
  // knex makes the file with its first connection: until then there is nothing to watch yet.
  if (!fs.existsSync(filename)) return undefined;
  let connection: Database.Database;
  try {
    connection = new Database(filename, { readonly: true, fileMustExist: true });
  } catch {
    // Unreadable from here (its folder's permissions): every read runs its statement, as on PostgreSQL.
    watches.set(db, null);
    return undefined;
  }
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  const stamp = () => dataVersion.get() as number;
  watches.set(db, stamp);
  // Closed with the database's own pool.
  const client = db.client as { destroy: (...args: unknown[]) => unknown };
  const destroy = client.destroy.bind(client);
  client.destroy = (...args) => {
    watches.set(db, null);
    connection.close();
    return destroy(...args);
  };
  return stamp;
}

function fileOf(db: Db): string | undefined {
  const connection = db.client.config.connection as { filename?: unknown } | undefined;
  const filename = connection?.filename;
  return typeof filename === 'string' && filename !== ':memory:' && !filename.startsWith('file:')
    ? filename
    : undefined;
}
