import { createDb, fingerprintReader, type Db } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { marketFingerprint } from './data-version';

/** The market's fingerprint alone, as the pages' data version reads it beside the others. */
const readFingerprint = fingerprintReader([marketFingerprint]);
async function marketDataFingerprint(db: Db): Promise<string> {
  const [fingerprint] = await readFingerprint(db);
  return fingerprint!;
}

describe('marketDataFingerprint', () => {
  const db = createDb(testConfig());
  beforeAll(() => migrateLatest(db));
  afterAll(() => db.destroy());

  it('changes with a snapshot, a sale and a reset of the history', async () => {
    const empty = await marketDataFingerprint(db);
    expect(await marketDataFingerprint(db)).toBe(empty);
    await db('market_data_history').insert({ timestamp: 1, time_frame: '1d', slot_at: 1 });
    const snapshot = await marketDataFingerprint(db);
    expect(snapshot).not.toBe(empty);
    await db('market_sales').insert({ order_id: 'o1', token_id: 7, price_kas: 10, sold_at: 1, source: 'demo' });
    const sold = await marketDataFingerprint(db);
    expect(sold).not.toBe(snapshot);
    await db('market_data_history').del();
    expect(await marketDataFingerprint(db)).not.toBe(sold);
  });
});
