import type { Knex } from 'knex';

const rowsOf = async <T>(db: Knex, sql: string): Promise<T[]> => ((await db.raw(sql)) as { rows: T[] }).rows;

export interface LikeRecount {
  likes: number;
  /** token|month whose stored count differs from the likes recorded for it. */
  countMismatches: string[];
  /** users whose stored allowance differs from their likes of their latest contest day. */
  allowanceMismatches: string[];
}

/**
 * Recounts the likes: nft_like_counts must equal the nft_likes rows per token and month, and each
 * user's daily_likes the likes of their latest day (the loads never unlike, which would keep the
 * allowance used). A like applied in part (a row without its count, a count without its row)
 * shows up here.
 */
export async function recountLikes(db: Knex): Promise<LikeRecount> {
  const rows = await rowsOf<{ token_id: number; contest_month: string; n: number }>(
    db,
    'select token_id, contest_month, count(*) as n from nft_likes group by token_id, contest_month',
  );
  const recorded = new Map<string, number>(rows.map((r) => [`${r.token_id}|${r.contest_month}`, Number(r.n)]));
  const stored = new Map<string, number>();
  for (const c of await db('nft_like_counts').select('token_id', 'reset_year', 'reset_month', 'like_count')) {
    if (Number(c.like_count) === 0) continue;
    stored.set(`${c.token_id}|${c.reset_year}-${String(c.reset_month).padStart(2, '0')}`, Number(c.like_count));
  }
  const countMismatches = [...new Set([...recorded.keys(), ...stored.keys()])]
    .filter((key) => recorded.get(key) !== stored.get(key))
    .map((key) => `${key}: ${recorded.get(key) ?? 0} likes, count ${stored.get(key) ?? 0}`);

  const perDay = await rowsOf<{ user_id: string; like_date: string; n: number }>(
    db,
    'select user_id, like_date, count(*) as n from nft_likes group by user_id, like_date',
  );
  const latest = new Map<string, { day: string; n: number }>();
  for (const r of perDay) {
    const day = String(r.like_date);
    const seen = latest.get(r.user_id);
    if (!seen || day > seen.day) latest.set(r.user_id, { day, n: Number(r.n) });
  }
  const allowanceMismatches: string[] = [];
  const limits = await db('user_like_limits').select('user_id', 'daily_likes');
  for (const l of limits) {
    const likes = latest.get(l.user_id as string)?.n ?? 0;
    if (likes !== Number(l.daily_likes))
      allowanceMismatches.push(`${l.user_id}: ${likes} likes today, allowance used ${l.daily_likes}`);
  }
  for (const user of latest.keys())
    if (!limits.some((l) => l.user_id === user)) allowanceMismatches.push(`${user}: likes but no allowance row`);
  const likes = [...recorded.values()].reduce((a, b) => a + b, 0);
  return { likes, countMismatches, allowanceMismatches };
}

/** What a fault test's figures show of a recount: the likes and how many mismatches of each kind. */
export function likesRecountFigures(recount: LikeRecount) {
  return {
    likes: recount.likes,
    countMismatches: recount.countMismatches.length,
    allowanceMismatches: recount.allowanceMismatches.length,
  };
}
