import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import knex from 'knex';
import { createDb, sqliteFile, type Db } from './db';
import { compiledRead, fingerprintReader, type FingerprintPart } from './compiled-read';
import { describeIfAvailable, postgresAvailability, tempDir, TEST_PG_URL } from './testing';

const likes: FingerprintPart = (db) => [db('fp_likes').max('id'), db('fp_likes').count('*')];
const months: FingerprintPart = (db) => [db('fp_months').max('updated_at')];

function fingerprintTests(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
    await db.schema.createTable('fp_likes', (t) => {
      t.increments('id');
      t.string('note');
    });
    await db.schema.createTable('fp_months', (t) => t.bigInteger('updated_at'));
  });
  afterAll(() => close());

  it('reads every part in one statement, each part its own string, "-" for a table without rows', async () => {
    const both = fingerprintReader([likes, months]);
    const statements = await statementsDuring(db, async () => {
      expect(await both(db)).toEqual(['-.0', '-']);
      await db('fp_likes').insert([{ note: 'a' }, { note: 'b' }]);
      await db('fp_months').insert({ updated_at: 1700000000000 });
      expect(await both(db)).toEqual(['2.2', '1700000000000']);
      expect(await fingerprintReader([months])(db)).toEqual(['1700000000000']);
    });
    expect(statements).toHaveLength(5);
  });

  it('builds its statement once per database, and reads the data as it is at each call', async () => {
    let builds = 0;
    const counted: FingerprintPart = (q) => {
      builds += 1;
      return [q('fp_months').max('updated_at')];
    };
    const read = fingerprintReader([counted]);
    const before = await read(db);
    await db('fp_months').insert({ updated_at: 1800000000000 });
    expect(await read(db)).not.toEqual(before);
    expect(await read(db)).toEqual(['1800000000000']);
    expect(builds).toBe(1);
  });
}

describe('fingerprintReader on SQLite', () => {
  fingerprintTests(async () => {
    const db = createDb({ databaseUrl: undefined, dataDir: tempDir('fingerprint-') });
    return { db, close: () => db.destroy() };
  });
});

/** The statements `db` runs during `work`. */
async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => statements.push(query.sql);
  db.on('query', onQuery);
  try {
    await work();
  } finally {
    db.off('query', onQuery);
  }
  return statements;
}

describe('compiledRead on SQLite: the answer kept until the next commit', () => {
  let dataDir: string;
  let db: Db;
  const newest = compiledRead<{ newest: number | null }>((q) => q('cr_rows').max('id', { as: 'newest' }));
  const newestOf = async (on: Db) => (await newest(on))[0].newest;

  beforeEach(async () => {
    dataDir = tempDir('compiled-read-');
    db = createDb({ databaseUrl: undefined, dataDir });
    await db.schema.createTable('cr_rows', (t) => t.increments('id'));
  });
  afterEach(() => db.destroy());

  it('runs no statement while nothing was committed', async () => {
    await db('cr_rows').insert({});
    const statements = await statementsDuring(db, async () => {
      expect(await newestOf(db)).toBe(1);
      expect(await newestOf(db)).toBe(1);
      expect(await Promise.all([newestOf(db), newestOf(db)])).toEqual([1, 1]);
    });
    expect(statements).toHaveLength(1);
  });

  it("reads again after a commit through the same knex, another connection's, or a transaction's", async () => {
    expect(await newestOf(db)).toBeNull();
    await db('cr_rows').insert({});
    expect(await newestOf(db)).toBe(1);
    // Another connection to the file, as another process (a restore, a second service) has.
    const other = new Database(sqliteFile(dataDir));
    try {
      other.prepare('insert into cr_rows default values').run();
      expect(await newestOf(db)).toBe(2);
    } finally {
      other.close();
    }
    await db.transaction(async (trx) => {
      await trx('cr_rows').insert({});
      await trx('cr_rows').insert({});
    });
    expect(await newestOf(db)).toBe(4);
  });

  it('keeps no failed read: the next call runs the statement again', async () => {
    await db('cr_rows').insert({});
    // A read that fails with nothing committed (SQLITE_BUSY, an interrupted statement): the pool's
    // one connection refuses the next statement once.
    const connection = (await db.client.acquireConnection()) as { prepare: (sql: string) => unknown };
    db.client.releaseConnection(connection);
    const prepare = connection.prepare;
    connection.prepare = () => {
      connection.prepare = prepare;
      throw new Error('database is locked');
    };
    await expect(newestOf(db)).rejects.toThrow('database is locked');
    expect(await newestOf(db)).toBe(1);
  });

  it("closes its watch on the file with the database's pool", async () => {
    // A file of its own: SQLite keeps a closed connection's descriptors open while another connection
    // of the same process holds locks on that file (POSIX locks are per process).
    const ownDir = tempDir('compiled-read-');
    const own = createDb({ databaseUrl: undefined, dataDir: ownDir });
    const openOnFile = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(sqliteFile(ownDir));
        } catch {
          return false; // closed while listed
        }
      }).length;
    await own.schema.createTable('cr_rows', (t) => t.increments('id'));
    const poolOnly = openOnFile();
    expect(await newestOf(own)).toBeNull();
    expect(openOnFile()).toBeGreaterThan(poolOnly);
    await own.destroy();
    expect(openOnFile()).toBe(0);
  });

  it('keeps each database apart', async () => {
    const second = createDb({ databaseUrl: undefined, dataDir: tempDir('compiled-read-') });
    try {
      // better-sqlite3's error class comes from the realm of the test file that loaded it first: no toThrow.
      await expect(newest(second)).rejects.toHaveProperty('message', expect.stringMatching(/no such table/));
      await second.schema.createTable('cr_rows', (t) => t.increments('id'));
      await second('cr_rows').insert([{ id: 1 }, { id: 2 }, { id: 3 }]);
      await db('cr_rows').insert({});
      expect(await newestOf(second)).toBe(3);
      expect(await newestOf(db)).toBe(1);
    } finally {
      await second.destroy();
    }
  });
});

describeIfAvailable(postgresAvailability(), 'PostgreSQL', 'fingerprintReader on PostgreSQL', () => {
  it('runs its statement on every call (PostgreSQL has no commit stamp to keep an answer by)', async () => {
    const db = createDb({ databaseUrl: TEST_PG_URL, dataDir: '' });
    try {
      // As text, to the microsecond: two calls within one millisecond made equal Dates on a fast host.
      const now = compiledRead<{ now: string }>((q) => q.select(q.raw('clock_timestamp()::text as now')));
      const statements = await statementsDuring(db, async () => {
        const [first] = await now(db);
        const [second] = await now(db);
        expect(second.now).not.toEqual(first.now);
      });
      expect(statements).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });

  fingerprintTests(async () => {
    const name = `fp_${randomBytes(4).toString('hex')}`;
    const admin = knex({ client: 'pg', connection: TEST_PG_URL });
    await admin.raw(`create database ${name}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const db = createDb({ databaseUrl: url.toString(), dataDir: '' });
    return {
      db,
      close: async () => {
        await db.destroy();
        await admin.raw(`drop database ${name}`);
        await admin.destroy();
      },
    };
  });
});
