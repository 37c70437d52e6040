import { createDb } from '@nacho/core';
import { eachDatabase, expectDbError } from './testing';
import { migrateLatest, migrateRollbackAll, pendingMigrations } from './migrate';

const TABLES = [
  'users',
  'sessions',
  'nft_likes',
  'nft_like_counts',
  'user_like_limits',
  'contest_months',
  'nft_likes_removed',
  'market_data_history',
  'admin_audit_log',
  'collection_info',
  'tokens',
  'token_transfers',
  'nft_metadata',
  'trait_stats',
  'nft_rarity',
  'special_nfts',
  'holders',
  'sync_state',
  'market_sales',
  'nft_metadata_staged',
  'wallet_challenges',
  'site_settings',
  'sync_runs',
  'backup_runs',
  'hall_of_fame_entry_ids',
  'month_export_versions',
  'month_export_files',
  'month_export_chunks',
  'nft_activity',
  'nft_listings',
  'activity_token_state',
  'like_seals',
  'like_ballots',
  'activity_data_version',
];

const ALL = [
  '001_contest_and_accounts',
  '002_collection',
  '003_sync_hardening',
  '004_identity',
  '005_contest',
  '006_admin_settings',
  '007_market',
  '008_like_function',
  '009_like_batch_function',
  '010_contest_months',
  '011_sync_runs',
  '012_like_count_reached_at',
  '013_market_source_health',
  '014_backup_runs',
  '015_hall_of_fame_entry_ids',
  '016_month_exports',
  '017_collection_activity',
  '021_like_seals',
  '022_activity_price_index',
  '023_wallet_linked_at',
  '024_like_ballots',
  '025_activity_data_version',
];

eachDatabase(
  'migrations',
  (ctx) => {
    it('creates every table, rolls all of it back, and re-applies cleanly', async () => {
      const db = ctx.db();
      expect(await migrateLatest(db)).toEqual(ALL);
      expect(await pendingMigrations(db)).toEqual([]);
      for (const t of TABLES) expect(await db.schema.hasTable(t)).toBe(true);

      expect(await migrateLatest(db)).toEqual([]);

      expect((await migrateRollbackAll(db)).sort()).toEqual(ALL);
      for (const t of TABLES) expect(await db.schema.hasTable(t)).toBe(false);

      await migrateLatest(db);
      for (const t of TABLES) expect(await db.schema.hasTable(t)).toBe(true);
      // Every migration down and up again: seconds on a busy machine's PostgreSQL, not a speed check.
    }, 60_000);

    it('brings up every replica when several processes migrate a fresh database at once', async () => {
      const db = ctx.db();
      await migrateRollbackAll(db);
      await db.schema.dropTableIfExists('knex_migrations');
      await db.schema.dropTableIfExists('knex_migrations_lock');
      // Separate clients with their own connections, as separate processes have.
      const replicas = Array.from({ length: 4 }, () =>
        createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() }),
      );
      try {
        const applied = await Promise.all(replicas.map((replica) => migrateLatest(replica)));
        expect(applied.flat().sort()).toEqual(ALL);
        expect(await pendingMigrations(db)).toEqual([]);
        for (const t of TABLES) expect(await db.schema.hasTable(t)).toBe(true);
      } finally {
        await Promise.all(replicas.map((replica) => replica.destroy()));
      }
    }, 60_000);

    // knex alone wedges a database whose lock table got a second row; the advisory lock is PostgreSQL's.
    if (ctx.dialect === 'postgres') {
      it('migrates a database that an earlier first-run race left with two migration lock rows', async () => {
        const db = ctx.db();
        await migrateRollbackAll(db);
        await db('knex_migrations_lock').insert({ is_locked: 0 });
        expect(Number((await db('knex_migrations_lock').count({ n: '*' }))[0]!.n)).toBe(2);
        expect(await migrateLatest(db, { retries: 2 })).toEqual(ALL);
        expect(await db('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
      });
    }
  },
  { migrate: false },
);

eachDatabase('constraints', (ctx) => {
  const now = Date.UTC(2026, 10, 21);
  beforeAll(async () => {
    await ctx.db()('users').insert({ id: 'u1', created_at: now, updated_at: now });
  });

  it('rejects a second like by the same user for the same token on the same day', async () => {
    const like = { user_id: 'u1', token_id: 42, created_at: now, like_date: '2026-11-21', contest_month: '2026-11' };
    await ctx.db()('nft_likes').insert(like);
    await expectDbError(
      ctx
        .db()('nft_likes')
        .insert({ ...like, created_at: now + 1000 }),
      /unique/i,
    );
    await ctx
      .db()('nft_likes')
      .insert({ ...like, like_date: '2026-11-22' });
    await ctx
      .db()('nft_likes')
      .insert({ ...like, token_id: 43 });
    expect(Number((await ctx.db()('nft_likes').count({ n: '*' }))[0]!.n)).toBe(3);
  });

  it('holds one row per contest month, a winner exactly when the month was crowned or declared, and known states only', async () => {
    const month = {
      year: 2026,
      month: 10,
      state: 'crowned',
      token_id: 7,
      like_count: 12,
      decided_at: now,
      updated_at: now,
    };
    await ctx.db()('contest_months').insert(month);
    await expectDbError(
      ctx
        .db()('contest_months')
        .insert({ ...month, token_id: 8 }),
      /unique/i,
    );
    await expectDbError(
      ctx
        .db()('contest_months')
        .insert({ ...month, month: 9, token_id: null }),
      /check/i,
    );
    await expectDbError(
      ctx
        .db()('contest_months')
        .insert({ ...month, month: 8, state: 'vacated' }),
      /check/i,
    );
    await expectDbError(
      ctx
        .db()('contest_months')
        .insert({ ...month, month: 7, state: 'won' }),
      /check/i,
    );
    await expectDbError(
      ctx
        .db()('contest_months')
        .insert({ ...month, month: 13 }),
      /check/i,
    );
    await ctx
      .db()('contest_months')
      .insert({ ...month, month: 11, state: 'vacated', token_id: null });
  });

  it('enforces the likes -> users foreign key', async () => {
    const orphan = {
      user_id: 'nobody',
      token_id: 1,
      created_at: now,
      like_date: '2026-11-21',
      contest_month: '2026-11',
    };
    await expectDbError(ctx.db()('nft_likes').insert(orphan), /foreign key/i);
  });
});
