import type { Redis } from 'ioredis';
import { contestMonth, contestMonthKey } from '@nacho/domain';
import { cookieClient, deleteMatchingKeys } from '@nacho/core/testing';
import { E2E_ADMIN_PASSCODE } from '../e2e/support/admin-passcode';
import { stackConnectionsForSuite, stackInfo, workerQueue } from './support/stack-harness';

jest.setTimeout(60_000);

const TZ = 'Europe/Berlin';

/** The passcode limiter's keys (services/contest/src/admin/passcode-attempts.ts): per client IP, shared by the replicas in Redis. */
const clearPasscodeAttempts = (redis: Redis) => deleteMatchingKeys(redis, 'nacho:admin-passcode*');

describe('exactly-once and shared limits with two workers and two contest replicas', () => {
  const stack = stackConnectionsForSuite(({ redis }) => clearPasscodeAttempts(redis));

  it('a finished month crowned by both workers at once gets exactly one Hall of Fame entry', async () => {
    // A simulated month end: likes in the month before this one, which no crowning has seen yet.
    const current = contestMonth(Date.now(), TZ);
    const previous =
      current.month === 1 ? { year: current.year - 1, month: 12 } : { year: current.year, month: current.month - 1 };
    const inPrevious = Date.UTC(previous.year, previous.month - 1, 15, 12);
    const month = contestMonthKey(inPrevious, TZ);
    // Other stack tests may have liked or crowned in that month (they share the stack's database): start it empty.
    await stack.db('contest_months').where({ year: previous.year, month: previous.month }).del();
    await stack.db('nft_likes').where({ contest_month: month }).del();
    await stack.db('nft_like_counts').where({ reset_year: previous.year, reset_month: previous.month }).del();
    const voters = ['crown-voter-1', 'crown-voter-2', 'crown-voter-3'];
    await stack
      .db('users')
      .insert(voters.map((id) => ({ id, created_at: inPrevious - 86_400_000, updated_at: inPrevious })))
      .onConflict('id')
      .ignore();
    const like = (userId: string, tokenId: number, at: number) => ({
      user_id: userId,
      token_id: tokenId,
      created_at: at,
      like_date: `${month}-15`,
      contest_month: month,
    });
    await stack
      .db('nft_likes')
      .insert([
        like(voters[0]!, 7, inPrevious),
        like(voters[1]!, 7, inPrevious + 1),
        like(voters[2]!, 8, inPrevious + 2),
      ]);
    const count = (tokenId: number, likes: number, at: number) => ({
      token_id: tokenId,
      reset_year: previous.year,
      reset_month: previous.month,
      like_count: likes,
      count_reached_at: at,
      updated_at: at,
    });
    await stack
      .db('nft_like_counts')
      .insert([count(7, 2, inPrevious + 1), count(8, 1, inPrevious + 2)])
      .onConflict(['token_id', 'reset_year', 'reset_month'])
      .merge();

    // What the midnight scheduler does on the 1st, twice at the same moment: one job per worker.
    const queue = workerQueue(stack.redis, 'contest-crown');
    try {
      const jobs = await queue.addBulk([
        { name: 'contest-crown', data: {} },
        { name: 'contest-crown', data: {} },
      ]);
      const finished = await Promise.all(
        jobs.map(async (job) => {
          const deadline = Date.now() + 30_000;
          while (Date.now() < deadline) {
            const fresh = await queue.getJob(job.id!);
            if (fresh?.finishedOn) return fresh;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          throw new Error(`contest-crown job ${job.id} did not finish within 30 s`);
        }),
      );
      expect(finished.map((j) => j.failedReason ?? null)).toEqual([null, null]);
      const crowned = finished
        .flatMap((j) => j.returnvalue as Array<{ outcome: string }>)
        .filter((r) => r.outcome === 'crowned');
      expect(crowned).toHaveLength(1);
    } finally {
      await queue.close();
    }

    const months = await stack.db('contest_months').where({ year: previous.year, month: previous.month });
    expect(months.map((m) => [m.state, m.token_id, m.like_count])).toEqual([['crowned', 7, 2]]);
    const top = await (await fetch(`${stackInfo().edgeUrl}/api/hall-of-fame/history`)).json();
    expect(JSON.stringify(top)).toContain('"tokenId":7');
  });

  it('the admin passcode lockout counts failures on both replicas together: 5 wrong tries, then even the right passcode waits', async () => {
    await clearPasscodeAttempts(stack.redis);
    const edge = cookieClient(stackInfo().edgeUrl);
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await edge.post('/api/admin/session', { passcode: `wrong-${i}` }));
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(wrong.map((r) => r.headers.get('x-instance')))).toEqual(new Set(['contest-1', 'contest-2']));

    const locked = await Promise.all([
      edge.post('/api/admin/session', { passcode: E2E_ADMIN_PASSCODE }),
      edge.post('/api/admin/session', { passcode: E2E_ADMIN_PASSCODE }),
    ]);
    expect(locked.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(locked[0]!.headers.get('retry-after'))).toBeGreaterThan(0);

    await clearPasscodeAttempts(stack.redis);
    const unlocked = await edge.post('/api/admin/session', { passcode: E2E_ADMIN_PASSCODE });
    expect(unlocked.status).toBe(200);
  });
});
