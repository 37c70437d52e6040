import { BallotTally, type BallotCheck } from './ballot-check';
import { rowLine, sealText, type LikeRow, type Receipt, type Seal, type SealFile } from './encoding';
import { toHex } from './hex';
import { LikeExportReader } from './like-export-text';
import { jsHasher, rootOfPacked, type MerkleHasher } from './merkle';
import { RecountTally, type RecountRow } from './ranking';
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
 * The export's rows, checked one at a time as they are read: their shape, order and ids, the
 * counts, the Merkle leaves (packed in one array), the recount, and the rows the receipts name.
 * No row is kept but those and the last one.
 */
class ExportTally {
  readonly problems: string[] = [];
  rows = 0;
  valid = 0;
  standing = 0;
  shapeProblems = 0;
  readonly recount = new RecountTally();
  readonly receiptRows = new Map<number, LikeRow>();
  private leaves = new Uint8Array(32 * 1024);
  private last: LikeRow | null = null;
  private readonly ids = new Set<number>();

  constructor(
    private readonly hasher: MerkleHasher,
    private readonly receiptIds: ReadonlySet<number>,
    /** The seal file's ballots, counted as the rows come (null: the file has none). */
    readonly ballots: BallotTally | null,
  ) {}

  add(value: unknown): void {
    const n = ++this.rows;
    const problem = rowProblem(value, n);
    if (problem) {
      if (this.shapeProblems++ < 5) this.problems.push(problem);
      return;
    }
    const row = value as LikeRow;
    const prev = this.last;
    if (prev && (prev.likedAt > row.likedAt || (prev.likedAt === row.likedAt && prev.likeId >= row.likeId)))
      this.problems.push(`rows ${n - 1} and ${n} are out of order (the export is ordered by likedAt, then likeId)`);
    if (this.ids.has(row.likeId)) this.problems.push(`like ${row.likeId} appears twice`);
    this.ids.add(row.likeId);
    if (this.receiptIds.has(row.likeId)) this.receiptRows.set(row.likeId, row);
    if (!row.removedByModerator) this.standing++;
    this.recount.add(row);
    this.ballots?.add(row);
    if (this.leaves.length < 32 * (this.valid + 1)) {
      const grown = new Uint8Array(2 * this.leaves.length);
      grown.set(this.leaves);
      this.leaves = grown;
    }
    this.leaves.set(this.hasher.leaf(rowLine(row)), 32 * this.valid++);
    this.last = row;
  }

  /** The Merkle root over the valid rows (once: it overwrites the leaves). */
  root(): Uint8Array {
    return rootOfPacked(this.leaves, this.valid, this.hasher);
  }
}

type MonthInput = { seals: SealFile; receipts?: Receipt[] };

const tallyFor = (input: MonthInput, options: VerifyOptions) =>
  new ExportTally(
    options.hasher ?? jsHasher,
    new Set((input.receipts ?? []).map((r) => r.likeId)),
    input.seals.ballots
      ? new BallotTally(input.seals.ballots, input.seals.month, input.seals.contestTz ?? 'UTC')
      : null,
  );

/** The check of a month whose export's rows are in `tally`. */
function checkTally(input: MonthInput, options: VerifyOptions, tally: ExportTally): MonthCheck {
  const problems: string[] = [];
  const file = input.seals;
  const seal = file.seals[file.seals.length - 1] ?? null;
  if (!seal) problems.push('the seal file holds no seal');
  checkChain(file, options, problems);
  // One at a time: an export out of order throughout has more problems than a call takes arguments.
  for (const problem of tally.problems) problems.push(problem);
  const standing = tally.standing;

  if (seal) {
    if (seal.likes !== tally.rows)
      problems.push(`the export has ${tally.rows} rows, the seal counts ${seal.likes}: likes were added or dropped`);
    if (seal.standingLikes !== standing)
      problems.push(`the export has ${standing} standing likes, the seal counts ${seal.standingLikes}`);
    if (!tally.shapeProblems) {
      const root = toHex(tally.root());
      if (root !== seal.root)
        problems.push(
          `the export's Merkle root ${root} is not the sealed root ${seal.root}: a row was changed, added, dropped or moved`,
        );
    }
  }

  const ranking = tally.recount.ranking();
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

  const receipts = seal ? (input.receipts ?? []).map((r) => checkReceipt(r, file, tally.receiptRows, seal)) : [];
  for (const r of receipts)
    if (r.status !== 'included' && r.status !== 'removed' && r.status !== 'other_month') problems.push(r.detail);

  const ballots = tally.ballots?.finish() ?? null;
  for (const b of ballots?.invalid ?? [])
    problems.push(`the ballot of ${b.voter} for ${b.day} is not valid: ${b.reason}`);
  notes.push(...(ballots?.notes ?? []));

  return {
    ok: problems.length === 0,
    problems,
    notes,
    month: file.month,
    seal,
    likes: tally.rows,
    standingLikes: standing,
    ranking,
    recountWinner,
    receipts,
    ballots,
  };
}

/**
 * Checks a month with no server: every seal's signature and the chain, the Merkle root and counts
 * of the latest seal against the export, the order of its rows, the recount against the crowned
 * winner, and each receipt.
 */
export function verifyMonth(
  input: MonthInput & { likes: readonly unknown[] },
  options: VerifyOptions = {},
): MonthCheck {
  const tally = tallyFor(input, options);
  for (const row of input.likes) tally.add(row);
  return checkTally(input, options, tally);
}

/**
 * verifyMonth on the text of likes.json given chunk by chunk as it is read or downloaded: while
 * the text is in the service's form its rows are checked as they come (a month of a million likes
 * is then never a million objects); else `finish` reads the whole text with JSON.parse.
 */
export class MonthTextCheck {
  private readonly chunks: string[] = [];
  private readonly tally: ExportTally;
  private readonly reader: LikeExportReader;
  private inForm = true;

  constructor(
    private readonly input: MonthInput,
    private readonly options: VerifyOptions = {},
  ) {
    const tally = tallyFor(input, options);
    this.tally = tally;
    this.reader = new LikeExportReader((row) => tally.add(row));
  }

  push(chunk: string): void {
    this.chunks.push(chunk);
    if (this.inForm) this.inForm = this.reader.push(chunk);
  }

  /** The check; throws when the text is not JSON or not a list. */
  finish(): MonthCheck {
    if (this.inForm && this.reader.end()) return checkTally(this.input, this.options, this.tally);
    const likes: unknown = JSON.parse(this.chunks.join(''));
    if (!Array.isArray(likes)) throw new Error('The like export is not a list of likes');
    return verifyMonth({ ...this.input, likes }, this.options);
  }
}

/** MonthTextCheck on a whole text. */
export function verifyMonthText(input: MonthInput & { likesText: string }, options: VerifyOptions = {}): MonthCheck {
  const check = new MonthTextCheck(input, options);
  check.push(input.likesText);
  return check.finish();
}
