import { checkBallots, type BallotCheck } from './ballot-check';
import { rowLine, sealText, type LikeRow, type Receipt, type Seal, type SealFile } from './encoding';
import { toHex } from './hex';
import { jsHasher, rootOf, type MerkleHasher } from './merkle';
import { recount, type RecountRow } from './ranking';
import { startReceiptCheck } from './receipt-check';
import { checkSignature, textHash } from './signature';

export type ReceiptStatus = 'included' | 'removed' | 'missing' | 'altered' | 'bad_signature' | 'other_month';

export interface ReceiptCheck {
  likeId: number;
  tokenId: number;
  status: ReceiptStatus;
  /** In plain words. */
  detail: string;
}

export interface MonthCheck {
  ok: boolean;
  /** Each reason the month does not verify, in plain words; empty when it does. */
  problems: string[];
  /** What the checker should know that is not a failure (a winner crowned before a later correction). */
  notes: string[];
  month: string;
  /** The latest seal (null when the seal file has none). */
  seal: Seal | null;
  likes: number;
  standingLikes: number;
  /** The ranking recounted from the export by the contest's rule. */
  ranking: RecountRow[];
  /** The recount's first NFT (the crowned winner unless the operator declared another). */
  recountWinner: RecountRow | null;
  receipts: ReceiptCheck[];
  /** The voters' signed ballots (null when the seal file carries none, as older ones). */
  ballots: BallotCheck | null;
}

export interface VerifyOptions {
  hasher?: MerkleHasher;
  /** A key the checker trusts (hex), e.g. read from the site's documented URL: the seal must be signed by it. */
  trustedKey?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Why `row` (the `n`th, from 1) is not a like row, or null. */
function rowProblem(row: unknown, n: number): string | null {
  const r = row as Partial<LikeRow> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    !Number.isSafeInteger(r.likeId) ||
    !Number.isSafeInteger(r.tokenId) ||
    typeof r.voter !== 'string' ||
    /[,\r\n]/.test(r.voter) ||
    typeof r.likedAt !== 'string' ||
    !ISO.test(r.likedAt) ||
    typeof r.removedByModerator !== 'boolean'
  )
    return `row ${n} is not a like row ({likeId, tokenId, voter, likedAt, removedByModerator})`;
  return null;
}

function checkChain(file: SealFile, options: VerifyOptions, problems: string[]) {
  file.seals.forEach((seal, i) => {
    const name = `seal ${i + 1}`;
    const text = sealText(seal);
    if (seal.month !== file.month) problems.push(`${name} is of month ${seal.month}, not ${file.month}`);
    if (seal.sequence !== i + 1) problems.push(`${name} has sequence number ${seal.sequence}`);
    if (textHash(text) !== seal.id) problems.push(`${name}'s id is not the hash of its statement`);
    const expected = i === 0 ? null : file.seals[i - 1]!.id;
    if (seal.previous !== expected)
      problems.push(
        `${name} names ${seal.previous ?? 'no seal'} before it, not ${expected ?? 'none'}: the chain is broken`,
      );
    const signed = checkSignature(text, seal.signature, seal.keyId, file.keys, seal.sealedAt);
    if (!signed.ok) problems.push(`${name}'s signature is not valid: ${signed.why}`);
    else if (options.trustedKey && signed.key.publicKey.toLowerCase() !== options.trustedKey.toLowerCase())
      problems.push(`${name} is signed by key ${seal.keyId}, not by the key you trust`);
  });
}

function checkReceipt(receipt: Receipt, file: SealFile, byId: Map<number, LikeRow>, seal: Seal): ReceiptCheck {
  const { of, forged } = startReceiptCheck(receipt, file);
  if (forged) return forged;
  if (receipt.month !== file.month) return of('other_month', `a like of ${receipt.month}, not of ${file.month}`);
  const row = byId.get(receipt.likeId);
  if (!row) return of('missing', `like ${receipt.likeId} is missing from the sealed export`);
  if (row.tokenId !== receipt.tokenId || row.voter !== receipt.voter || row.likedAt !== receipt.likedAt)
    return of('altered', `like ${receipt.likeId} is in the export with other details than its receipt`);
  if (row.removedByModerator)
    return of('removed', `like ${receipt.likeId} was removed by a moderator (seal ${seal.sequence}: ${seal.reason})`);
  return of('included', `like ${receipt.likeId} counts in seal ${seal.sequence}`);
}

/**
 * Checks a month with no server: every seal's signature and the chain, the Merkle root and counts
 * of the latest seal against the export, the order of its rows, the recount against the crowned
 * winner, and each receipt.
 */
export function verifyMonth(
  input: { likes: unknown[]; seals: SealFile; receipts?: Receipt[] },
  options: VerifyOptions = {},
): MonthCheck {
  const hasher = options.hasher ?? jsHasher;
  const problems: string[] = [];
  const file = input.seals;
  const seal = file.seals[file.seals.length - 1] ?? null;
  if (!seal) problems.push('the seal file holds no seal');
  checkChain(file, options, problems);

  const rows: LikeRow[] = [];
  const leaves: Uint8Array[] = new Array(input.likes.length);
  const byId = new Map<number, LikeRow>();
  let standing = 0;
  let shapeProblems = 0;
  input.likes.forEach((value, i) => {
    const problem = rowProblem(value, i + 1);
    if (problem) {
      if (shapeProblems++ < 5) problems.push(problem);
      return;
    }
    const row = value as LikeRow;
    const prev = rows[rows.length - 1];
    if (prev && (prev.likedAt > row.likedAt || (prev.likedAt === row.likedAt && prev.likeId >= row.likeId)))
      problems.push(`rows ${i} and ${i + 1} are out of order (the export is ordered by likedAt, then likeId)`);
    if (byId.has(row.likeId)) problems.push(`like ${row.likeId} appears twice`);
    byId.set(row.likeId, row);
    if (!row.removedByModerator) standing++;
    leaves[rows.length] = hasher.leaf(rowLine(row));
    rows.push(row);
  });
  leaves.length = rows.length;

  if (seal) {
    if (seal.likes !== input.likes.length)
      problems.push(
        `the export has ${input.likes.length} rows, the seal counts ${seal.likes}: likes were added or dropped`,
      );
    if (seal.standingLikes !== standing)
      problems.push(`the export has ${standing} standing likes, the seal counts ${seal.standingLikes}`);
    if (!shapeProblems) {
      const root = toHex(rootOf(leaves, hasher));
      if (root !== seal.root)
        problems.push(
          `the export's Merkle root ${root} is not the sealed root ${seal.root}: a row was changed, added, dropped or moved`,
        );
    }
  }

  const ranking = recount(rows);
  const recountWinner = ranking[0] ?? null;
  const notes: string[] = [];
  if (seal?.winner?.how === 'crowned' && seal.winner.tokenId !== recountWinner?.tokenId) {
    const recounted = recountWinner ? `#${recountWinner.tokenId}` : 'no winner';
    // A crowning stands after later corrections (a removal does not crown again): only the month's
    // first seal, made at the crowning, must agree with the recount.
    const crownedHere =
      file.seals.length === 1 ||
      !file.seals.slice(0, -1).some((s) => s.winner?.how === 'crowned' && s.winner.tokenId === seal.winner!.tokenId);
    if (crownedHere)
      problems.push(`the seal names NACHO #${seal.winner.tokenId} crowned, the recount gives ${recounted}`);
    else
      notes.push(
        `NACHO #${seal.winner.tokenId} was crowned before a later correction; the recount of the corrected export gives ${recounted}`,
      );
  }

  const receipts = seal ? (input.receipts ?? []).map((r) => checkReceipt(r, file, byId, seal)) : [];
  for (const r of receipts)
    if (r.status !== 'included' && r.status !== 'removed' && r.status !== 'other_month') problems.push(r.detail);

  const ballots = file.ballots ? checkBallots(rows, file.ballots, file.month, file.contestTz ?? 'UTC') : null;
  for (const b of ballots?.invalid ?? [])
    problems.push(`the ballot of ${b.voter} for ${b.day} is not valid: ${b.reason}`);
  notes.push(...(ballots?.notes ?? []));

  return {
    ok: problems.length === 0,
    problems,
    notes,
    month: file.month,
    seal,
    likes: input.likes.length,
    standingLikes: standing,
    ranking,
    recountWinner,
    receipts,
    ballots,
  };
}
