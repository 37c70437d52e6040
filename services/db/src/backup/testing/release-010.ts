import path from 'node:path';
import type { Knex } from 'knex';

/**
 * A backup made by an older release: the database at migration 010_contest_months (before 012
 * recomputed the tie-rule times and 013 added the market source columns), in the portable format.
 * Kept in the repo (made once by `node scripts/make-backup-fixture.mjs`, from seedRelease010), so
 * restore tests read a file that no later change to the writer rewrites.
 */
export const RELEASE_010_LEVEL = '010_contest_months';

/** The file (from src or dist alike: both sit three folders below services/db). */
export const RELEASE_010_BACKUP = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'src',
  'backup',
  'testing',
  'nacho-backup-010_contest_months.ndjson.gz',
);

/** What the fixture holds that restore tests check. */
export const RELEASE_010 = {
  createdAt: Date.UTC(2026, 10, 2, 3),
  likes: 6,
  /** The like a moderator removed: the largest like id ever given out. */
  removedLikeId: 7,
  /** The tie-rule time the old release left on token 8's October count (012 recomputes it: its latest like's time). */
  staleCountReachedAt: Date.UTC(2026, 9, 20),
  /** Token 8's latest October like. */
  token8LatestLikeAt: Date.UTC(2026, 9, 10, 10) + 200,
  octoberWinner: 8,
  septemberWinner: 5,
  /** A market_data_history row's timestamp (013 copies it into source_answered_at). */
  marketTimestamp: Date.UTC(2026, 9, 10, 12),
} as const;

const SEP = (n: number) => Date.UTC(2026, 8, 10, 10) + n;
const OCT = (n: number) => Date.UTC(2026, 9, 10, 10) + n;

/** The rows of the fixture, written into a database at migration 010. */
export async function seedRelease010(db: Knex): Promise<void> {
  await db('users').insert([
    { id: 'alice', kaspa_address: 'kaspa:qqalice', created_at: SEP(0), updated_at: SEP(0) },
    { id: 'bob', email: 'bob@example.com', first_name: 'Bob', created_at: SEP(0), updated_at: SEP(0) },
    { id: 'carol', created_at: SEP(0), updated_at: SEP(0) },
  ]);
  const like = (id: number, user: string, token: number, at: number, month: string, suspicious = false) => ({
    id,
    user_id: user,
    token_id: token,
    created_at: at,
    ip_address: '203.0.113.7',
    like_date: new Date(at).toISOString().slice(0, 10),
    contest_month: month,
    suspicious,
    suspicious_reason: suspicious ? 'burst of likes from one address' : null,
  });
  await db('nft_likes').insert([
    like(1, 'alice', 5, SEP(100), '2026-09'),
    like(2, 'bob', 5, SEP(200), '2026-09'),
    like(3, 'carol', 6, SEP(300), '2026-09', true),
    like(4, 'alice', 8, OCT(100), '2026-10'),
    like(5, 'bob', 8, OCT(200), '2026-10'),
    like(6, 'carol', 7, OCT(300), '2026-10'),
  ]);
  await db('nft_likes_removed').insert({
    id: 7,
    user_id: 'carol',
    token_id: 8,
    created_at: OCT(400),
    contest_month: '2026-10',
    removed_at: OCT(500),
    removed_by: 'admin:kaspa:qqadmin',
  });
  const count = (token: number, month: number, n: number, reached: number) => ({
    token_id: token,
    reset_year: 2026,
    reset_month: month,
    like_count: n,
    updated_at: reached,
    count_reached_at: reached,
  });
  await db('nft_like_counts').insert([
    count(5, 9, 2, SEP(200)),
    count(6, 9, 1, SEP(300)),
    count(8, 10, 2, RELEASE_010.staleCountReachedAt),
    count(7, 10, 1, OCT(300)),
  ]);
  await db('user_like_limits').insert([
    { user_id: 'alice', daily_likes: 1, last_reset: OCT(100), next_reset_date: OCT(86_400_000), daily_like_limit: 100 },
    { user_id: 'bob', daily_likes: 1, last_reset: OCT(200), next_reset_date: OCT(86_400_000), daily_like_limit: 100 },
  ]);
  await db('contest_months').insert([
    { year: 2026, month: 9, state: 'crowned', token_id: 5, like_count: 2, decided_at: OCT(0), updated_at: OCT(0) },
    {
      year: 2026,
      month: 10,
      state: 'declared',
      token_id: 8,
      like_count: 2,
      decided_at: RELEASE_010.createdAt - 1000,
      decided_by: 'admin:kaspa:qqadmin',
      updated_at: RELEASE_010.createdAt - 1000,
    },
  ]);
  await db('admin_audit_log').insert([
    {
      at: OCT(500),
      actor: 'admin:kaspa:qqadmin',
      action: 'delete_like',
      target: 'like:7',
      details: JSON.stringify({ months: ['2026-10'], likeId: 7, tokenId: 8, note: 'ünïcödé "quoted" \u2028 line' }),
      ip_address: '203.0.113.9',
    },
  ]);
  await db('market_sales').insert({
    order_id: 'order-1',
    token_id: 5,
    price_kas: 1234.5678,
    seller: 'kaspa:qqseller',
    buyer: 'kaspa:qqbuyer',
    sold_at: OCT(50),
    source: 'demo',
  });
  await db('market_data_history').insert({
    timestamp: RELEASE_010.marketTimestamp,
    time_frame: '24h',
    floor_price: 900.25,
    volume_kas: 1234.5678,
    total_sales: 1,
    slot_at: RELEASE_010.marketTimestamp,
    listing_floor: null,
  });
  await db('site_settings').insert({ key: 'hall_of_fame_visible', value: 'true', updated_at: OCT(0) });
}
