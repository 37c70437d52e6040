import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createDb, type Db } from './db';
import { fingerprintReader, type FingerprintPart } from './compiled-read';
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
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => statements.push(query.sql);
    db.on('query', onQuery);
    try {
      expect(await both(db)).toEqual(['-.0', '-']);
      await db('fp_likes').insert([{ note: 'a' }, { note: 'b' }]);
      await db('fp_months').insert({ updated_at: 1700000000000 });
      expect(await both(db)).toEqual(['2.2', '1700000000000']);
      expect(await fingerprintReader([months])(db)).toEqual(['1700000000000']);
    } finally {
      db.off('query', onQuery);
    }
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

  it('prepares its statement once on a connection, and waits for a transaction that holds it', async () => {
    const db = createDb({ databaseUrl: undefined, dataDir: tempDir('fingerprint-prepared-') });
    try {
      await db.schema.createTable('fp_months', (t) => t.bigInteger('updated_at'));
      const connection = (await db.client.acquireConnection()) as { prepare: (sql: string) => unknown };
      await db.client.releaseConnection(connection);
      const prepare = jest.spyOn(connection, 'prepare');
      const read = fingerprintReader([months]);
      expect(await read(db)).toEqual(['-']);
      await db('fp_months').insert({ updated_at: 1900000000000 });
      expect(await read(db)).toEqual(['1900000000000']);
      expect(await read(db)).toEqual(['1900000000000']);
      const preparedReads = prepare.mock.calls.filter(([sql]) => /fp_months/.test(sql) && /select \(/i.test(sql));
      expect(preparedReads).toHaveLength(1);

      // SQLite has one connection: a read asked while a transaction holds it answers after the commit.
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const transaction = db.transaction(async (trx) => {
        await trx('fp_months').insert({ updated_at: 2000000000000 });
        await committed;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      let answered = false;
      const during = read(db).finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toBe(false);
      commit();
      await transaction;
      expect(await during).toEqual(['2000000000000']);
    } finally {
      await db.destroy();
    }
  });
});

describeIfAvailable(postgresAvailability(), 'PostgreSQL', 'fingerprintReader on PostgreSQL', () => {
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
