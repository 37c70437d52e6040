import path from 'node:path';
import knex, { type Knex } from 'knex';
import { readHarnessState } from './harness-state';

/** A second connection to the e2e server's SQLite file (WAL lets both write), for seeding contest data. */
export function openServerDb(): Knex {
  const { workDir } = readHarnessState();
  return knex({
    client: 'better-sqlite3',
    connection: { filename: path.join(workDir, 'data', 'nacho.sqlite') },
    useNullAsDefault: true,
  });
}

/** The contest month the server is in now (CONTEST_TZ defaults to Europe/Berlin). */
export function currentContestMonth(now = Date.now()): { year: number; month: number; key: string; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    key: `${parts.year}-${parts.month}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

export interface SeededLike {
  userId: string;
  tokenId: number;
  ip: string | null;
  suspicious?: string;
}

/** Replaces all likes, counts, Hall of Fame entries and the audit log with these likes of this month. */
export async function seedContest(db: Knex, likes: SeededLike[]): Promise<void> {
  const { year, month, key, day } = currentContestMonth();
  const now = Date.now();
  for (const table of ['admin_audit_log', 'contest_months', 'nft_like_counts', 'nft_likes_removed', 'nft_likes'])
    await db(table).del();
  const users = [...new Set(likes.map((l) => l.userId))];
  for (const id of users) await db('users').insert({ id, created_at: now, updated_at: now }).onConflict('id').ignore();
  let i = 0;
  for (const l of likes) {
    await db('nft_likes').insert({
      user_id: l.userId,
      token_id: l.tokenId,
      created_at: now - 60_000 * i++,
      ip_address: l.ip,
      like_date: day,
      contest_month: key,
      suspicious: Boolean(l.suspicious),
      suspicious_reason: l.suspicious ?? null,
    });
    await db('nft_like_counts')
      .insert({ token_id: l.tokenId, reset_year: year, reset_month: month, like_count: 1, updated_at: now })
      .onConflict(['token_id', 'reset_year', 'reset_month'])
      .merge({ like_count: db.raw('nft_like_counts.like_count + 1') });
  }
}
