import { eachMigrationFrom } from './testing';

const at = (d: number) => Date.UTC(2026, 0, d);

/**
 * A database in the shape of the release before issue 26 (a month in two tables: contest_crownings
 * and hall_of_fame_history), with every case the operator could have produced: automatic and
 * declared crownings, an entry moved to another month, a deleted entry, a month without likes, and
 * a tie-rule time left stale by the old moderator delete-like path.
 */
eachMigrationFrom(
  'migration 010: contest months from the two-table shape',
  '009_like_batch_function',
  async (db) => {
    await db('users').insert({ id: 'u1', kaspa_address: 'kaspa:qq1', created_at: at(1), updated_at: at(1) });
    const entry = (id: number, token: number, likes: number, year: number, month: number) => ({
      id,
      token_id: token,
      like_count: likes,
      reset_year: year,
      reset_month: month,
      created_at: at(id),
      updated_at: at(id + 1),
    });
    await db('hall_of_fame_history').insert([
      entry(1, 11, 5, 2026, 1), // crowned automatically
      entry(2, 22, 3, 2026, 2), // declared by the operator
      entry(3, 33, 4, 2026, 5), // crowned for April, then moved to May (which had no crowning)
    ]);
    const crowning = (
      year: number,
      month: number,
      token: number | null,
      hof: number | null,
      source: string,
      actor: string | null = null,
    ) => ({
      reset_year: year,
      reset_month: month,
      token_id: token,
      like_count: token ? 1 : 0,
      hall_of_fame_id: hof,
      source,
      actor,
      crowned_at: at(month),
    });
    await db('contest_crownings').insert([
      crowning(2026, 1, 11, 1, 'auto'),
      crowning(2026, 2, 22, 2, 'admin', 'passcode-session'),
      crowning(2026, 3, 44, 99, 'auto'), // its entry was deleted
      crowning(2026, 4, 33, 3, 'auto'), // its entry was moved to May
      crowning(2026, 6, null, null, 'auto'), // no likes
    ]);
    const like = (id: number, token: number, day: number) => ({
      id,
      user_id: 'u1',
      token_id: token,
      created_at: Date.UTC(2026, 6, day),
      like_date: `2026-07-${day}`,
      contest_month: '2026-07',
    });
    await db('nft_likes').insert([like(1, 7, 2), like(2, 7, 3)]);
    await db('nft_like_counts').insert({
      token_id: 7,
      reset_year: 2026,
      reset_month: 7,
      like_count: 2,
      updated_at: 0,
      count_reached_at: Date.UTC(2026, 6, 9),
    });
  },
  (ctx) => {
    it('gives each month one state and keeps every winner, how it was chosen and when', async () => {
      const rows = await ctx
        .db()('contest_months')
        .select('year', 'month', 'state', 'token_id', 'like_count', 'decided_at', 'decided_by')
        .orderBy('month');
      expect(rows.map((r) => ({ ...r, decided_at: Number(r.decided_at) }))).toEqual([
        { year: 2026, month: 1, state: 'crowned', token_id: 11, like_count: 5, decided_at: at(1), decided_by: null },
        {
          year: 2026,
          month: 2,
          state: 'declared',
          token_id: 22,
          like_count: 3,
          decided_at: at(2),
          decided_by: 'passcode-session',
        },
        { year: 2026, month: 3, state: 'vacated', token_id: null, like_count: 0, decided_at: at(3), decided_by: null },
        { year: 2026, month: 4, state: 'vacated', token_id: null, like_count: 0, decided_at: at(4), decided_by: null },
        { year: 2026, month: 5, state: 'declared', token_id: 33, like_count: 4, decided_at: at(3), decided_by: null },
      ]);
    });

    it('drops the two old tables and recomputes the time each count was reached', async () => {
      expect(await ctx.db().schema.hasTable('contest_crownings')).toBe(false);
      expect(await ctx.db().schema.hasTable('hall_of_fame_history')).toBe(false);
      const count = await ctx.db()('nft_like_counts').first('count_reached_at').where({ token_id: 7 });
      expect(Number(count.count_reached_at)).toBe(Date.UTC(2026, 6, 3));
    });
  },
);
