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
});
