import type { Knex } from 'knex';
import type { Seal, SealStatement } from '@nacho/verify';

/** A like_seals row (migration 021). */
export interface SealRow {
  id: number;
  contest_month: string;
  sequence: number;
  seal_id: string;
  previous_id: string | null;
  root: string;
  like_count: number;
  standing_count: number;
  winner_token_id: number | null;
  winner_how: 'crowned' | 'declared' | null;
  reason: string;
  sealed_at: number | string;
  key_id: string;
  signature: string;
  chunk_roots: string;
  chunk_starts: string;
  export_version: number;
}

export const statementOf = (row: SealRow): SealStatement => ({
  month: row.contest_month,
  sequence: Number(row.sequence),
  likes: Number(row.like_count),
  standingLikes: Number(row.standing_count),
  root: row.root,
  winner:
    row.winner_token_id === null || row.winner_how === null
      ? null
      : { tokenId: Number(row.winner_token_id), how: row.winner_how },
  sealedAt: new Date(Number(row.sealed_at)).toISOString(),
  previous: row.previous_id,
  reason: row.reason,
  keyId: row.key_id,
});

export const sealOfRow = (row: SealRow): Seal => ({ ...statementOf(row), id: row.seal_id, signature: row.signature });

/** The month's seals, oldest first. */
export async function monthSeals(db: Knex, contestMonth: string): Promise<Seal[]> {
  const rows: SealRow[] = await db('like_seals').where({ contest_month: contestMonth }).orderBy('sequence');
  return rows.map(sealOfRow);
}

export async function latestSealRow(db: Knex, contestMonth: string): Promise<SealRow | undefined> {
  return db('like_seals').where({ contest_month: contestMonth }).orderBy('sequence', 'desc').first();
}

export async function sealRowOf(db: Knex, contestMonth: string, sequence: number): Promise<SealRow | undefined> {
  return db('like_seals').where({ contest_month: contestMonth, sequence }).first();
}
