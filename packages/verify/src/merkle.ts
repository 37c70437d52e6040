import { sha256 } from '@noble/hashes/sha2';

/**
 * The Merkle tree of a month's export (docs/verify.md): leaf = SHA-256(0x00 ‖ UTF-8 row line),
 * node = SHA-256(0x01 ‖ left ‖ right). Each level pairs its nodes from the left; a last node
 * without a partner goes up unchanged. The root of an empty export is SHA-256 of nothing.
 */
export interface MerkleHasher {
  leaf(line: string): Uint8Array;
  node(left: Uint8Array, right: Uint8Array): Uint8Array;
}

/*
 * A month of a million likes hashes two million times, and allocating per hash dominated the
 * browser verifier's time: each input (utf8ToBytes makes a TextEncoder and copies), and inside
 * @noble/hashes a hash object with its buffer and DataViews (over half of the CPU time with the
 * garbage collector). So the inputs are written into buffers kept from one hash to the next, one
 * hash object is reset from a blank one for each hash, and the one-byte prefix is fed apart, which
 * keeps noble off its DataView-per-input path (an input of a full block at its start).
 */
const encoder = new TextEncoder();
const LEAF = new Uint8Array([0]);
const NODE = new Uint8Array([1]);
let lineBytes = new Uint8Array(256);
const pair = new Uint8Array(64);
const blank = sha256.create();
const hashing = sha256.create();

function prefixedHash(prefix: Uint8Array, body: Uint8Array): Uint8Array {
  blank._cloneInto(hashing);
  hashing.update(prefix).update(body);
  const out = new Uint8Array(32);
  hashing.digestInto(out);
  return out;
}

/** SHA-256 in JavaScript: the same in the browser and in Node. */
export const jsHasher: MerkleHasher = {
  leaf: (line) => {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (lineBytes.length < 3 * line.length) lineBytes = new Uint8Array(3 * line.length);
    const { written } = encoder.encodeInto(line, lineBytes);
    return prefixedHash(LEAF, lineBytes.subarray(0, written));
  },
  node: (left, right) => {
    pair.set(left, 0);
    pair.set(right, 32);
    return prefixedHash(NODE, pair);
  },
};

export const EMPTY_ROOT = sha256(new Uint8Array(0));

/** The next level up. */
export function parentLevel(level: readonly Uint8Array[], hasher: MerkleHasher): Uint8Array[] {
  const up: Uint8Array[] = new Array(Math.ceil(level.length / 2));
  for (let i = 0; i + 1 < level.length; i += 2) up[i / 2] = hasher.node(level[i]!, level[i + 1]!);
  if (level.length % 2 === 1) up[up.length - 1] = level[level.length - 1]!;
  return up;
}

/** The root over nodes of one level (leaves, or the roots of equal full chunks followed by a last one). */
export function rootOf(level: readonly Uint8Array[], hasher: MerkleHasher): Uint8Array {
  if (level.length === 0) return EMPTY_ROOT;
  let nodes = level as Uint8Array[];
  while (nodes.length > 1) nodes = parentLevel(nodes, hasher);
  return nodes[0]!;
}

/**
 * rootOf over `count` hashes packed 32 bytes apart in `hashes` (a month's leaves: one array, not a
 * million small ones for the garbage collector to keep track of). Overwrites `hashes`: each level
 * is written over the start of the one below, which it has read by then.
 */
export function rootOfPacked(hashes: Uint8Array, count: number, hasher: MerkleHasher): Uint8Array {
  if (count === 0) return EMPTY_ROOT;
  const at = (i: number) => hashes.subarray(32 * i, 32 * i + 32);
  for (let width = count; width > 1; width = Math.ceil(width / 2)) {
    for (let i = 0; i + 1 < width; i += 2) hashes.set(hasher.node(at(i), at(i + 1)), 16 * i);
    if (width % 2 === 1) hashes.copyWithin(16 * (width - 1), 32 * (width - 1), 32 * width);
  }
  return hashes.slice(0, 32);
}

/** The sibling hashes of leaf `index` from the bottom up; levels where it has no sibling give none. */
export function pathOf(leaves: readonly Uint8Array[], index: number, hasher: MerkleHasher): Uint8Array[] {
  const path: Uint8Array[] = [];
  let nodes = leaves as Uint8Array[];
  let i = index;
  while (nodes.length > 1) {
    const sibling = i % 2 === 0 ? i + 1 : i - 1;
    if (sibling < nodes.length) path.push(nodes[sibling]!);
    nodes = parentLevel(nodes, hasher);
    i = Math.floor(i / 2);
  }
  return path;
}

/** The root that a leaf and its path lead to, in a tree of `count` leaves; null when the path has the wrong length. */
export function rootFromPath(
  leaf: Uint8Array,
  index: number,
  count: number,
  path: readonly Uint8Array[],
  hasher: MerkleHasher,
): Uint8Array | null {
  if (index < 0 || index >= count) return null;
  let hash = leaf;
  let i = index;
  let width = count;
  let used = 0;
  while (width > 1) {
    const sibling = i % 2 === 0 ? i + 1 : i - 1;
    if (sibling < width) {
      const other = path[used++];
      if (!other) return null;
      hash = i % 2 === 0 ? hasher.node(hash, other) : hasher.node(other, hash);
    }
    i = Math.floor(i / 2);
    width = Math.ceil(width / 2);
  }
  return used === path.length ? hash : null;
}

/** Byte-wise equality of two hashes. */
export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
