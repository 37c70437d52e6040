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
