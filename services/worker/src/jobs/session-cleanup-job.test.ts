import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { sessionCleanupJob } from './session-cleanup-job';

eachDatabase('session-cleanup job', (ctx) => {
  it('removes sessions whose expiry has passed and keeps live ones', async () => {
    const db = ctx.db();
    const now = 1_800_000_000_000;
    await db('sessions').insert([
      { sid: 'gone', sess: '{}', expire: now - 1 },
      { sid: 'just-expired', sess: '{}', expire: now },
      { sid: 'live', sess: '{}', expire: now + 1 },
    ]);
    const job = sessionCleanupJob({ db, logger: createLogger(testConfig()), now: () => now });
    expect(await job.run({ signal: new AbortController().signal })).toEqual({ removed: 2 });
    expect((await db('sessions').select('sid')).map((r) => r.sid)).toEqual(['live']);
  });
});
