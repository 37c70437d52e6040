import type { AdminStats } from '@nacho/contracts';
import type { Knex } from 'knex';
import type { YearMonth } from '@nacho/domain';
import { monthStandings } from '../contest-months/standings';

const HOUR_MS = 60 * 60 * 1000;
export const ACTIVITY_SLOTS = 24;

/**
 * The overview numbers: likes, distinct likers and suspicious likes over all time; likes per hour
 * for the last 24 hours (the current hour last; `time` is the slot's start, ISO 8601); and the
 * current month's ten most-liked NFTs.
 */
export async function adminStats(db: Knex, now: number, month: YearMonth): Promise<AdminStats> {
  const [totals] = await db('nft_likes').select(
    db.raw('count(*) as total'),
    db.raw('count(distinct user_id) as users'),
    db.raw('coalesce(sum(case when suspicious then 1 else 0 end), 0) as suspicious'),
  );
  const firstSlot = Math.floor(now / HOUR_MS) * HOUR_MS - (ACTIVITY_SLOTS - 1) * HOUR_MS;
  const perSlot: Array<{ slot: number | string; n: number | string }> = await db('nft_likes')
    .select(db.raw('cast((created_at - ?) / ? as integer) as slot', [firstSlot, HOUR_MS]), db.raw('count(*) as n'))
    .where('created_at', '>=', firstSlot)
    .andWhere('created_at', '<', firstSlot + ACTIVITY_SLOTS * HOUR_MS)
    .groupByRaw('1');
  const counts = new Array<number>(ACTIVITY_SLOTS).fill(0);
  for (const r of perSlot) counts[Math.floor(Number(r.slot))]! += Number(r.n);
  const top = await monthStandings(db, month, { limit: 10 });
  return {
    totalLikes: Number(totals.total),
    uniqueUsersLiked: Number(totals.users),
    suspiciousLikes: Number(totals.suspicious),
    recentActivity: counts.map((count, i) => ({ time: new Date(firstSlot + i * HOUR_MS).toISOString(), count })),
    topLikedNFTs: top.map((s) => ({ tokenId: s.tokenId, likeCount: s.likeCount })),
  };
}
