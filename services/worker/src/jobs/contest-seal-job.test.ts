import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { createContestSigner } from '@nacho/contest/jobs';
import { checkSignature, sealText } from '@nacho/verify';
import { waitFor } from '../testing/wait-for';
import { CONTEST_SEAL_JOB, contestSealJob } from './contest-seal-job';
import { createInlineRunner } from './inline-runner';

const config = testConfig({ CONTEST_TZ: 'Europe/Berlin' });
const logger = createLogger(config);

eachDatabase('contest-seal job inline (embedded mode)', (ctx) => {
  it('seals a crowned month at start with the configured key, once, and a re-run adds no seal', async () => {
    const db = ctx.db();
    await db('users').insert({ id: 'u1', kaspa_address: 'kaspa:qqu1', created_at: 0, updated_at: 0 });
    await db('nft_likes').insert([
      {
        user_id: 'u1',
        token_id: 12,
        created_at: Date.UTC(2026, 8, 3),
        like_date: '2026-09-03',
        contest_month: '2026-09',
      },
      {
        user_id: 'u1',
        token_id: 30,
        created_at: Date.UTC(2026, 8, 4),
        like_date: '2026-09-04',
        contest_month: '2026-09',
      },
    ]);
    const [entry] = await db('hall_of_fame_entry_ids').insert({ created_at: 0 }).returning('id');
    await db('contest_months').insert({
      year: 2026,
      month: 9,
      state: 'crowned',
      token_id: 12,
      like_count: 1,
      entry_id: typeof entry === 'object' ? entry.id : entry,
      entry_version: 1,
      decided_at: 0,
      updated_at: 0,
    });
    const signer = createContestSigner(config);
    const runner = createInlineRunner({ jobs: [contestSealJob({ config, logger, db, signer })], logger });
    await runner.start();
    try {
      await waitFor('the first seal', async () => (await db('like_seals').count({ n: '*' }))[0]!.n == 1);
      await runner.trigger(CONTEST_SEAL_JOB);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await runner.stop();
    }
    const seals = await db('like_seals').select('*');
    expect(seals).toHaveLength(1);
    expect(seals[0]).toMatchObject({
      contest_month: '2026-09',
      sequence: 1,
      like_count: 2,
      winner_token_id: 12,
      reason: 'crowned',
    });
    const statement = sealText({
      month: '2026-09',
      sequence: 1,
      likes: 2,
      standingLikes: 2,
      root: seals[0].root,
      winner: { tokenId: 12, how: 'crowned' },
      sealedAt: new Date(Number(seals[0].sealed_at)).toISOString(),
      previous: null,
      reason: 'crowned',
      keyId: signer.keyId,
    });
    expect(checkSignature(statement, seals[0].signature, signer.keyId, signer.keys).ok).toBe(true);
  });
});
