import { createDb, dialectOf } from './db';
import { testConfig } from './testing';

describe('createDb on SQLite', () => {
  it('opens a WAL-mode file in DATA_DIR with foreign keys enforced', async () => {
    const config = testConfig();
    const db = createDb(config);
    try {
      expect(dialectOf(db)).toBe('sqlite');
      const [mode] = await db.raw('pragma journal_mode');
      expect(mode.journal_mode).toBe('wal');
      const [fk] = await db.raw('pragma foreign_keys');
      expect(fk.foreign_keys).toBe(1);
      expect(db.client.config.connection.filename.startsWith(config.dataDir)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('opens a reader beside the writer that sees its rows and is query-only (queryOnly)', async () => {
    const config = testConfig();
    const writer = createDb(config);
    const reader = createDb(config, { filename: writer.client.config.connection.filename, queryOnly: true });
    try {
      await writer.schema.createTable('notes', (t) => t.integer('n'));
      await writer('notes').insert({ n: 1 });
      expect(await reader('notes').select('n')).toEqual([{ n: 1 }]);
      // SQLite refuses every write on a query_only connection (SQLITE_READONLY).
      const [readerMode] = await reader.raw('pragma query_only');
      const [writerMode] = await writer.raw('pragma query_only');
      expect([readerMode.query_only, writerMode.query_only]).toEqual([1, 0]);
    } finally {
      await reader.destroy();
      await writer.destroy();
    }
  });
});
