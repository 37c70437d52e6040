import { rowLine, type InclusionProof, type Receipt, type SealFile } from './encoding';
import { fromBase64url, fromHex, toBase64url } from './hex';
import { jsHasher, rootFromPath, sameBytes, type MerkleHasher } from './merkle';
import { startReceiptCheck } from './receipt-check';
import type { ReceiptCheck } from './verify-month';

const HASH = 32;

export const encodePath = (path: readonly Uint8Array[]): string => {
  const all = new Uint8Array(path.length * HASH);
  path.forEach((h, i) => all.set(h, i * HASH));
  return toBase64url(all);
};

export function decodePath(text: string): Uint8Array[] | null {
  let all: Uint8Array;
  try {
    all = fromBase64url(text);
  } catch {
    return null;
  }
  if (all.length % HASH !== 0) return null;
  return Array.from({ length: all.length / HASH }, (_, i) => all.subarray(i * HASH, (i + 1) * HASH));
}

/**
 * A receipt and its proof, without the export: the receipt is signed by the contest, the seal the
 * proof names is in the seal file, and the receipt's like with the proof's moderation mark leads
 * to that seal's root.
 */
export function checkReceiptProof(
  receipt: Receipt,
  proof: InclusionProof,
  file: SealFile,
  hasher: MerkleHasher = jsHasher,
): ReceiptCheck {
  const { of, forged } = startReceiptCheck(receipt, file);
  if (forged) return forged;
  const seal = file.seals.find((s) => s.sequence === proof.sequence);
  if (!seal || proof.likeId !== receipt.likeId || proof.month !== receipt.month || seal.month !== receipt.month)
    return of('missing', `the proof is not one of like ${receipt.likeId} in a seal of ${receipt.month}`);
  const path = decodePath(proof.path);
  const leaf = hasher.leaf(rowLine({ ...receipt, removedByModerator: proof.removedByModerator }));
  const root = path && rootFromPath(leaf, proof.index, seal.likes, path, hasher);
  if (!root || !sameBytes(root, fromHex(seal.root)))
    return of('missing', `the proof does not lead like ${receipt.likeId} to the root of seal ${seal.sequence}`);
  return proof.removedByModerator
    ? of('removed', `like ${receipt.likeId} was removed by a moderator (seal ${seal.sequence}: ${seal.reason})`)
    : of('included', `like ${receipt.likeId} counts in seal ${seal.sequence}`);
}
