import { createDb } from './db';
import { keepPreparedStatements } from './sqlite-kept-statements';
import { testConfig } from './testing';

describe('keepPreparedStatements', () => {
  it('prepares each SQL text once, keeping the most recent `max`', () => {
    const prepared: string[] = [];
    const connection = keepPreparedStatements({ prepare: (sql: string) => (prepared.push(sql), { sql }) }, { max: 2 });
    const a = connection.prepare('select 1');
    expect(connection.prepare('select 1')).toBe(a);
    connection.prepare('select 2');
    connection.prepare('select 3');
    // 'select 1' was the least recently used of three: prepared again.
    expect(connection.prepare('select 1')).not.toBe(a);
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 1']);
  });
});

describe("createDb on SQLite keeps knex's statements", () => {
  it('runs a kept statement with fresh bindings and data, and again after a migration changed its table', async () => {
    const db = createDb(testConfig());
    try {
      const connection = (await db.client.acquireConnection()) as { prepare(sql: string): object };
      const statement = connection.prepare('select 1 as one');
      expect(connection.prepare('select 1 as one')).toBe(statement);
      await db.client.releaseConnection(connection);

      await db.schema.createTable('notes', (t) => {
        t.increments('id');
        t.integer('n');
      });
      const read = (min: number) => db('notes').where('n', '>=', min).orderBy('id').select('*');
      await db('notes').insert([{ n: 1 }, { n: 2 }]);
      expect(await read(2)).toEqual([{ id: 2, n: 2 }]);
      await db('notes').insert({ n: 3 });
      expect(await read(1)).toEqual([
        { id: 1, n: 1 },
        { id: 2, n: 2 },
        { id: 3, n: 3 },
      ]);
      // The same SQL text after the table changed: SQLite prepares the kept statement again itself.
      await db.schema.alterTable('notes', (t) => t.string('label').defaultTo('x'));
      expect(await read(3)).toEqual([{ id: 3, n: 3, label: 'x' }]);
      await db('notes').where({ id: 3 }).update({ n: 4 });
      expect(await db('notes').where({ id: 3 }).first('n')).toEqual({ n: 4 });
    } finally {
      await db.destroy();
    }
  });
});
