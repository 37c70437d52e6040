import { createDb, fingerprintReader, type Db } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { contestFingerprint } from './data-version';

/** The contest's fingerprint alone, as the pages' data version reads it beside the others. */
const readFingerprint = fingerprintReader([contestFingerprint]);
async function contestDataFingerprint(db: Db): Promise<string> {
  const [fingerprint] = await readFingerprint(db);
  return fingerprint!;
}

describe('contestDataFingerprint', () => {
  const db = createDb(testConfig());
  beforeAll(() => migrateLatest(db));
  afterAll(() => db.destroy());

  it('changes with a like, a month state and the Hall of Fame settings, written by any path', async () => {
    const empty = await contestDataFingerprint(db);
    expect(await contestDataFingerprint(db)).toBe(empty);
    await db('users').insert({ id: 'u1', created_at: 1, updated_at: 1 });
    await db('nft_likes').insert({
      user_id: 'u1',
      token_id: 7,
      created_at: 1,
      like_date: '2026-11-01',
      contest_month: '2026-11',
    });
    const liked = await contestDataFingerprint(db);
    expect(liked).not.toBe(empty);
    await db('contest_months').insert({
      year: 2026,
      month: 10,
      state: 'declared',
      token_id: 7,
      like_count: 1,
      decided_at: 2,
      decided_by: 't',
      updated_at: 2,
    });
    const declared = await contestDataFingerprint(db);
    expect(declared).not.toBe(liked);
    await db('site_settings').insert({ key: 'fingerprint-test', value: 'x', updated_at: 3 });
    expect(await contestDataFingerprint(db)).not.toBe(declared);
  });
});
