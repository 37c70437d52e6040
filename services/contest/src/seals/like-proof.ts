import type { Knex } from 'knex';
import type { LikeProof } from '@nacho/contracts';
import { monthExportVersion } from '@nacho/db';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { encodePath, fromHex, pathOf, rootOf, rowLine, sameBytes, type LikeRow } from '@nacho/verify';
import { nodeHasher } from '@nacho/verify/node';
import { monthLikePages } from '../contest-months/likes-export';
import { CHUNK_ROWS, type ChunkStart } from './month-tree';
import { latestSealRow } from './seal-rows';

export type ProofAnswer =
  { ok: true; proof: LikeProof } | { ok: false; reason: 'not_sealed' | 'unknown_like' | 'seal_renewing' };

const after = (a: ChunkStart, b: ChunkStart) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The like's time and id when it is a like of the month, standing or removed. */
async function likeKey(db: Knex, contestMonth: string, likeId: number): Promise<ChunkStart | null> {
  for (const table of ['nft_likes', 'nft_likes_removed']) {
    const row = await db(table).first('created_at').where({ id: likeId, contest_month: contestMonth });
    if (row) return [Number(row.created_at), likeId];
  }
  return null;
}

/** The rows of one chunk: the CHUNK_ROWS rows after its start. */
async function chunkRows(db: Knex, ym: YearMonth, start: ChunkStart): Promise<LikeRow[]> {
  const rows: LikeRow[] = [];
  for await (const page of monthLikePages(db, ym, { after: { at: start[0], id: start[1] } })) {
    rows.push(...page.slice(0, CHUNK_ROWS - rows.length));
    if (rows.length === CHUNK_ROWS) break;
  }
  return rows;
}

/**
 * A like's Merkle path to the month's latest seal, from the one chunk of rows it is in and the
 * seal's chunk roots. 'seal_renewing' when the month changed since its seal (a correction whose
 * seal is not made yet): the chunk read now would not give the sealed root.
 */
export async function likeProof(db: Knex, ym: YearMonth, likeId: number): Promise<ProofAnswer> {
  const key = yearMonthKey(ym);
  const seal = await latestSealRow(db, key);
  if (!seal) return { ok: false, reason: 'not_sealed' };
  const like = await likeKey(db, key, likeId);
  if (!like) return { ok: false, reason: 'unknown_like' };
  if (Number(seal.export_version) !== (await monthExportVersion(db, key)))
    return { ok: false, reason: 'seal_renewing' };

  const starts = JSON.parse(seal.chunk_starts) as ChunkStart[];
  let chunk = 0;
  while (chunk + 1 < starts.length && after(like, starts[chunk + 1]!)) chunk++;
  const rows = await chunkRows(db, ym, starts[chunk]!);
  const local = rows.findIndex((r) => r.likeId === likeId);
  const leaves = rows.map((r) => nodeHasher.leaf(rowLine(r)));
  const chunkRoots = Array.from({ length: seal.chunk_roots.length / 64 }, (_, i) =>
    fromHex(seal.chunk_roots.slice(i * 64, (i + 1) * 64)),
  );
  if (local < 0 || !chunkRoots[chunk] || !sameBytes(rootOf(leaves, nodeHasher), chunkRoots[chunk]!))
    return { ok: false, reason: 'seal_renewing' };
  const path = [...pathOf(leaves, local, nodeHasher), ...pathOf(chunkRoots, chunk, nodeHasher)];
  return {
    ok: true,
    proof: {
      month: key,
      sequence: Number(seal.sequence),
      likeId,
      removedByModerator: rows[local]!.removedByModerator,
      index: chunk * CHUNK_ROWS + local,
      count: Number(seal.like_count),
      path: encodePath(path),
    },
  };
}
