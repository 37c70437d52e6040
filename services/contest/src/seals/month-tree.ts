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
 * The Merkle tree of a month's export (docs/verify.md), fed its rows in their order a page at a
 * time, kept as the roots of its chunks of CHUNK_ROWS rows: at most one chunk of leaves in memory.
 */
export class MonthTreeBuilder {
  private readonly chunkRoots: Uint8Array[] = [];
  private readonly chunkStarts: ChunkStart[] = [];
  private leaves: Uint8Array[] = [];
  private likes = 0;
  private standingLikes = 0;
  private last: ChunkStart = BEFORE_ALL;
  constructor(private readonly hasher: MerkleHasher = nodeHasher) {}

  add(page: readonly LikeRow[]): void {
    for (const like of page) {
      if (this.leaves.length === 0) this.chunkStarts.push(this.last);
      this.leaves.push(this.hasher.leaf(rowLine(like)));
      this.likes++;
      if (!like.removedByModerator) this.standingLikes++;
      this.last = [Date.parse(like.likedAt), like.likeId];
      if (this.leaves.length === CHUNK_ROWS) {
        this.chunkRoots.push(rootOf(this.leaves, this.hasher));
        this.leaves = [];
      }
    }
  }

  finish(): MonthTree {
    if (this.leaves.length) this.chunkRoots.push(rootOf(this.leaves, this.hasher));
    this.leaves = [];
    const { likes, standingLikes, chunkRoots, chunkStarts } = this;
    return { likes, standingLikes, root: toHex(rootOf(chunkRoots, this.hasher)), chunkRoots, chunkStarts };
  }
}
