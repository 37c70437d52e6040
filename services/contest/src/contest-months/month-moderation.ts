import type { Knex } from 'knex';
import type { MonthModeration } from '@nacho/contracts';
import { monthYearLabel, yearMonthKey, type YearMonth } from '@nacho/domain';

/**
 * The audit actions that change a month's likes or winner. Each such audit row carries
 * `details.months`: the keys (YYYY-MM) of the months it touched, and `details.likesByMonth` when
 * it removed likes, so a month's report can list what moderators changed in it.
 */
export const MONTH_ACTIONS = [
  'delete_like',
  'delete_likes_for_month',
  'reset_monthly_contest',
  'delete_all_likes',
  'declare_winner',
  'move_hall_of_fame_entry',
  'delete_hall_of_fame_entry',
  'delete_all_hall_of_fame_entries',
] as const;
export type MonthAction = (typeof MONTH_ACTIONS)[number];

export interface MonthActionDetails {
  months: string[];
  likesByMonth?: Record<string, number>;
  tokenId?: number;
  from?: YearMonth;
  to?: YearMonth;
  [key: string]: unknown;
}

const label = (ym: YearMonth | undefined) => (ym ? monthYearLabel(ym.month, ym.year) : 'another month');
const likes = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'like' : 'likes'}`;

function summaryOf(action: string, d: MonthActionDetails, key: string): string {
  const removed = d.likesByMonth?.[key] ?? 0;
  const nft = d.tokenId !== undefined ? `NACHO #${d.tokenId}` : 'the winner';
  switch (action) {
    case 'delete_like':
      return `Removed ${likes(removed || 1)} of ${nft}`;
    case 'delete_likes_for_month':
    case 'reset_monthly_contest':
      return `Removed all ${likes(removed)} of the month`;
    case 'delete_all_likes':
      return `Removed every like of every month (${likes(removed)} of this month)`;
    case 'declare_winner':
      return `Declared ${nft} the NFT of the Month`;
    case 'move_hall_of_fame_entry':
      return d.to && yearMonthKey(d.to) === key
        ? `Moved ${nft} here from ${label(d.from)}`
        : `Moved ${nft} to ${label(d.to)}; the month is vacated`;
    case 'delete_hall_of_fame_entry':
      return `Removed the winner ${nft}`;
    case 'delete_all_hall_of_fame_entries':
      return 'Removed every Hall of Fame winner';
    default:
      return action;
  }
}

/** What moderators changed in the month, oldest first. */
export async function monthModeration(db: Knex, ym: YearMonth, since: number): Promise<MonthModeration[]> {
  const key = yearMonthKey(ym);
  const rows: Array<{ at: number | string; action: string; details: string | null }> = await db('admin_audit_log')
    .select('at', 'action', 'details')
    .whereIn('action', MONTH_ACTIONS)
    .andWhere('at', '>=', since)
    .orderBy([{ column: 'at' }, { column: 'id' }]);
  const out: MonthModeration[] = [];
  for (const r of rows) {
    let details: MonthActionDetails | null = null;
    try {
      details = r.details ? (JSON.parse(r.details) as MonthActionDetails) : null;
    } catch {
      details = null;
    }
    if (!details?.months?.includes(key)) continue;
    out.push({ at: Number(r.at), action: r.action, summary: summaryOf(r.action, details, key) });
  }
  return out;
}
