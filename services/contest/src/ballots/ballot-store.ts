import type { MonthBallot } from '@nacho/contracts';
import type { Db } from '@nacho/core';
import { voterPseudonym } from '../contest-months/likes-export';

/** A like_ballots row (migration 023). */
interface BallotRow {
  user_id: string;
  ballot_day: string;
  address: string;
  site: string;
  token_ids: string;
  signature: string;
}

export interface NewBallot {
  userId: string;
  day: string;
  month: string;
  address: string;
  site: string;
  tokenIds: readonly number[];
  signature: string;
  signedAt: number;
}

const tokenIdsOf = (text: string) => text.split(',').map(Number);

const ballotOf = (row: BallotRow, voter: string): MonthBallot => ({
  voter,
  address: row.address,
  site: row.site,
  day: row.ballot_day,
  tokenIds: tokenIdsOf(row.token_ids),
  signature: row.signature,
});

/** The NFTs the user's standing likes of a contest day name, ascending (moderator removals are in another table). */
export async function dayLikeTokens(db: Db, userId: string, day: string): Promise<number[]> {
  const rows = await db('nft_likes').select('token_id').where({ user_id: userId, like_date: day }).orderBy('token_id');
  return rows.map((r: { token_id: number }) => Number(r.token_id));
}

export async function findBallot(db: Db, userId: string, day: string): Promise<MonthBallot | null> {
  const row = (await db('like_ballots').first('*').where({ user_id: userId, ballot_day: day })) as
    BallotRow | undefined;
  return row ? ballotOf(row, row.address) : null;
}

/**
 * Stores the day's ballot unless the user has one for that day (the unique key decides between two
 * requests at once). Answers the ballot stored for the day and whether it is this one.
 */
export async function storeBallot(db: Db, b: NewBallot): Promise<{ stored: MonthBallot; created: boolean }> {
  const inserted = await db('like_ballots')
    .insert({
      user_id: b.userId,
      ballot_day: b.day,
      contest_month: b.month,
      address: b.address,
      site: b.site,
      token_ids: b.tokenIds.join(','),
      signature: b.signature,
      signed_at: b.signedAt,
    })
    .onConflict(['user_id', 'ballot_day'])
    .ignore()
    .returning('id');
  const stored = await findBallot(db, b.userId, b.day);
  if (!stored) throw new Error('like_ballots: the ballot is neither stored nor refused');
  return { stored, created: inserted.length > 0 };
}

/**
 * A month's ballots as the seal file publishes them, by day then voter. The voter is named as in
 * the like export (users.kaspa_address); a user that no longer exists is left out, as from the export.
 */
export async function monthBallots(db: Db, month: string): Promise<MonthBallot[]> {
  const rows = (await db('like_ballots as b')
    .join('users as u', 'u.id', 'b.user_id')
    .select('b.*', 'u.kaspa_address as voter')
    .where('b.contest_month', month)
    .orderBy([{ column: 'b.ballot_day' }, { column: 'b.id' }])) as Array<BallotRow & { voter: string | null }>;
  return rows.map((row) => ballotOf(row, row.voter ?? voterPseudonym(row.user_id)));
}
