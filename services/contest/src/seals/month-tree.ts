import { rootOf, rowLine, toHex, type LikeRow, type MerkleHasher } from '@nacho/verify';
import { nodeHasher } from '@nacho/verify/node';

/** Rows per chunk: a proof reads one chunk and the seal keeps one root per chunk. */
export const CHUNK_ROWS = 1024;

/** The key a chunk's rows come after: [likedAt ms, likeId] of the row before the chunk. */
export type ChunkStart = [number, number];
export const BEFORE_ALL: ChunkStart = [-1, -1];

export interface MonthTree {
  likes: number;
  standingLikes: number;
  root: string;
  chunkRoots: Uint8Array[];
  chunkStarts: ChunkStart[];
}

/**
 * The Merkle tree of a month's export (docs/verify.md) over its rows in their order (the pages of
 * its frozen likes.json), kept as the roots of its chunks of CHUNK_ROWS rows: at most one chunk of
 * leaves in memory.
 */
export async function monthTree(
  pages: AsyncIterable<LikeRow[]>,
  hasher: MerkleHasher = nodeHasher,
): Promise<MonthTree> {
  const chunkRoots: Uint8Array[] = [];
  const chunkStarts: ChunkStart[] = [];
  let leaves: Uint8Array[] = [];
  let likes = 0;
  let standingLikes = 0;
  let last: ChunkStart = BEFORE_ALL;
  for await (const page of pages) {
    for (const like of page) {
      if (leaves.length === 0) chunkStarts.push(last);
      leaves.push(hasher.leaf(rowLine(like)));
      likes++;
      if (!like.removedByModerator) standingLikes++;
      last = [Date.parse(like.likedAt), like.likeId];
      if (leaves.length === CHUNK_ROWS) {
        chunkRoots.push(rootOf(leaves, hasher));
        leaves = [];
      }
    }
  }
  if (leaves.length) chunkRoots.push(rootOf(leaves, hasher));
  return { likes, standingLikes, root: toHex(rootOf(chunkRoots, hasher)), chunkRoots, chunkStarts };
}
