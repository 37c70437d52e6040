import { eachMigrationFrom } from './testing';

const day = (d: number) => Date.UTC(2026, 10, d);

/**
 * Migration 012: on PostgreSQL the batch like function took the batch's time as the time each
 * liked token reached its count; the migration sets every count's time back to its token's latest
 * like of the month (the time a recount of the month's export gives).
 */
eachMigrationFrom(
  'migration 012: the time each like count was reached',
  '011_sync_runs',
  async (db) => {
    await db('users').insert({ id: 'u1', created_at: 0, updated_at: 0 });
    const like = (id: number, token: number, at: number) => ({
      id,
      user_id: 'u1',
      token_id: token,
      created_at: at,
      like_date: new Date(at).toISOString().slice(0, 10),
      contest_month: '2026-11',
    });
    await db('nft_likes').insert([like(1, 6, day(2)), like(2, 5, day(3)), like(3, 6, day(4))]);
    // Token 5's like of the 3rd and token 6's of the 4th were written in one batch at the 4th.
    await db('nft_like_counts').insert([
      { token_id: 5, reset_year: 2026, reset_month: 11, like_count: 1, updated_at: day(4), count_reached_at: day(4) },
      { token_id: 6, reset_year: 2026, reset_month: 11, like_count: 2, updated_at: day(4), count_reached_at: day(4) },
    ]);
  },
  (ctx) => {
    it("sets each count's time to its token's latest like of the month", async () => {
      const rows = await ctx.db()('nft_like_counts').select('token_id', 'count_reached_at').orderBy('token_id');
      const times = rows.map((r) => [Number(r.token_id), Number(r.count_reached_at)]);
      expect(times).toEqual([
        [5, day(3)],
        [6, day(4)],
      ]);
    });
  },
);
