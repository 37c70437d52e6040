import { eachMigrationFrom } from './testing';

const AT = Date.UTC(2026, 10, 23, 12, 0);

/**
 * Migration 013: market snapshots say when the marketplace last answered and since when it has
 * been failing; snapshots taken before it are taken as answered at their own time.
 */
eachMigrationFrom(
  'migration 013: the market source health of each snapshot',
  '012_like_count_reached_at',
  async (db) => {
    await db('market_data_history').insert([
      { timestamp: AT - 900_000, slot_at: AT - 900_000, time_frame: '1d', volume_kas: 1, total_sales: 1 },
      { timestamp: AT + 7_000, slot_at: AT, time_frame: '1d', volume_kas: 2, total_sales: 2 },
    ]);
  },
  (ctx) => {
    it('takes every earlier snapshot as answered at its own time, failing since never', async () => {
      const rows = (await ctx
        .db()('market_data_history')
        .select('timestamp', 'source_answered_at', 'source_failing_since')
        .orderBy('timestamp')) as Array<Record<string, number | string | null>>;
      expect(rows.map((r) => [Number(r.timestamp), Number(r.source_answered_at), r.source_failing_since])).toEqual([
        [AT - 900_000, AT - 900_000, null],
        [AT + 7_000, AT + 7_000, null],
      ]);
    });
  },
);
