import type { Db } from '@nacho/core';
import { contestMonth } from '@nacho/domain';
import { stackDb, stackInfo } from './support/stack-harness';
import { signInWithWallet } from './support/wallet-sign-in';

jest.setTimeout(60_000);

const LIMIT = 100;
const TZ = 'Europe/Berlin';

describe('the daily like limit across both contest replicas', () => {
  let db: Db;
  beforeAll(() => {
    db = stackDb();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('a user at 99 of 100 likes 50 tokens at once through the edge: exactly 1 is accepted, counts equal the recount', async () => {
    const { edgeUrl } = stackInfo();
    const { client, address } = await signInWithWallet(edgeUrl);
    const user = await db('users').first('id').where({ kaspa_address: address });
    const now = Date.now();
    // 99 likes already today: the allowance row as the like route leaves it after 99 likes.
    await db('user_like_limits')
      .insert({
        user_id: user.id,
        daily_likes: LIMIT - 1,
        last_reset: now,
        next_reset_date: now + 3_600_000,
        daily_like_limit: LIMIT,
      })
      .onConflict('user_id')
      .merge();

    const tokens = Array.from({ length: 50 }, (_, i) => 1000 + i);
    const replies = await Promise.all(tokens.map((id) => client.post(`/api/likes/nft/${id}`)));
    const statuses = replies.map((r) => r.status);
    const instances = new Set(replies.map((r) => r.headers.get('x-instance')));
    console.log(
      `50 parallel likes at 99/100: ${statuses.filter((s) => s === 200).length} accepted, answered by ${[...instances].sort().join(', ')}`,
    );

    expect(instances).toEqual(new Set(['contest-1', 'contest-2']));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = await Promise.all(
      replies
        .filter((r) => r.status !== 200)
        .map(async (r) => [r.status, ((await r.json()) as { error: { code: string } }).error.code]),
    );
    expect(new Set(refused.map(([status, code]) => `${status} ${code}`))).toEqual(new Set(['429 daily_limit_reached']));

    const likes = await db('nft_likes').where({ user_id: user.id }).select('token_id');
    expect(likes).toHaveLength(1);
    const limit = await db('user_like_limits').first('daily_likes').where({ user_id: user.id });
    expect(limit.daily_likes).toBe(LIMIT);
    const ym = contestMonth(now, TZ);
    const counts = await db('nft_like_counts')
      .whereIn('token_id', tokens)
      .andWhere({ reset_year: ym.year, reset_month: ym.month })
      .select('token_id', 'like_count');
    const recount = await db('nft_likes')
      .whereIn('token_id', tokens)
      .groupBy('token_id')
      .select('token_id')
      .count({ n: '*' });
    const recounted = (recount as Array<{ token_id: number; n: string | number }>).map((r) => [
      r.token_id,
      Number(r.n),
    ]);
    expect(
      counts
        .filter((c) => c.like_count > 0)
        .map((c) => [c.token_id, c.like_count])
        .sort(),
    ).toEqual(recounted.sort());
  });
});
