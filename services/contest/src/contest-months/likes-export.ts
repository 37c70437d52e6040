import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ExportedLike } from '@nacho/contracts';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { rawRows } from '../likes/raw-rows';

const PAGE = 2000;

/** A voter without a wallet (OpenID Connect) is named by a stable pseudonym derived from the internal user id: never an e-mail. */
export const voterPseudonym = (userId: string) =>
  `voter-${createHash('sha256').update(`nacho-voter:${userId}`).digest('hex').slice(0, 16)}`;

interface Row {
  id: number;
  token_id: number;
  created_at: number | string;
  kaspa_address: string | null;
  user_id: string;
  removed: number | boolean;
}

/**
 * Every like of the month, standing and removed by a moderator, in the order they were given
 * (time, then id), read page by page (keyset) so that a month of millions of likes is never held
 * in memory.
 */
export async function* monthLikePages(db: Knex, ym: YearMonth): AsyncGenerator<ExportedLike[]> {
  const key = yearMonthKey(ym);
  let after = { at: -1, id: -1 };
  for (;;) {
    const rows = rawRows<Row>(
      await db.raw(
        `select * from (
           select l.id, l.token_id, l.created_at, u.kaspa_address, l.user_id, 0 as removed
             from nft_likes l join users u on u.id = l.user_id where l.contest_month = ?
           union all
           select r.id, r.token_id, r.created_at, u.kaspa_address, r.user_id, 1 as removed
             from nft_likes_removed r join users u on u.id = r.user_id where r.contest_month = ?
         ) likes
         where created_at > ? or (created_at = ? and id > ?)
         order by created_at, id limit ?`,
        [key, key, after.at, after.at, after.id, PAGE],
      ),
    );
    if (rows.length) {
      yield rows.map((r) => ({
        likeId: Number(r.id),
        tokenId: Number(r.token_id),
        voter: r.kaspa_address ?? voterPseudonym(r.user_id),
        likedAt: new Date(Number(r.created_at)).toISOString(),
        removedByModerator: Number(r.removed) === 1,
      }));
    }
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { at: Number(last.created_at), id: Number(last.id) };
  }
}

export const CSV_HEADER = 'likeId,tokenId,voter,likedAt,removedByModerator\n';

/** One CSV line; every field is a number, a boolean, an ISO time or a kaspa:/voter- name, so none needs quoting. */
export const csvLine = (like: ExportedLike) =>
  `${like.likeId},${like.tokenId},${like.voter},${like.likedAt},${like.removedByModerator}\n`;

/** The month's likes as CSV text chunks (header first). */
export async function* likesCsv(db: Knex, ym: YearMonth): AsyncGenerator<string> {
  yield CSV_HEADER;
  for await (const page of monthLikePages(db, ym)) yield page.map(csvLine).join('');
}

/** The month's likes as one JSON array, written element by element. */
export async function* likesJson(db: Knex, ym: YearMonth): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of monthLikePages(db, ym)) {
    yield (first ? '' : ',') + page.map((like) => JSON.stringify(like)).join(',');
    first = false;
  }
  yield ']\n';
}
