import type { Ballot } from './ballot';

/*
 * The texts that are hashed and signed, written down in docs/verify.md. Anyone writing their own
 * verifier rebuilds exactly these bytes (UTF-8, no trailing newline).
 */

/** One row of a month's like export (likes.json; likes.csv has the same columns in this order). */
export interface LikeRow {
  likeId: number;
  tokenId: number;
  /** The wallet address, or a stable pseudonym (voter-…) for a voter without a wallet. */
  voter: string;
  /** ISO 8601 in UTC with milliseconds, e.g. 2026-10-01T00:00:00.000Z. */
  likedAt: string;
  removedByModerator: boolean;
}

/** A row as its Merkle leaf encodes it: the row's CSV line without the newline. */
export const rowLine = (row: LikeRow): string =>
  `${row.likeId},${row.tokenId},${row.voter},${row.likedAt},${row.removedByModerator}`;

/** How a sealed month's winner was set. */
export type SealedWinner = { tokenId: number; how: 'crowned' | 'declared' } | null;

/** The signed statement of a sealed month (the seal's fields other than its signature). */
export interface SealStatement {
  /** Contest month, YYYY-MM. */
  month: string;
  /** 1 for the first seal of the month, then 2, 3… for each correction. */
  sequence: number;
  /** Rows of the export, standing and removed. */
  likes: number;
  /** Rows not removed by a moderator: the likes that count. */
  standingLikes: number;
  /** Merkle root over the export's rows in their published order, hex. */
  root: string;
  winner: SealedWinner;
  /** ISO 8601. */
  sealedAt: string;
  /** The id of the seal this one replaces (null for the first). */
  previous: string | null;
  /** Why this seal was made, one line (e.g. "crowned", "moderator removed 1 like"). */
  reason: string;
  /** Which key signed (see keyIdOf). */
  keyId: string;
}

export interface Seal extends SealStatement {
  /** The seal's id: SHA-256 of its statement text, hex. Later seals name it in `previous`. */
  id: string;
  /** Ed25519 signature of the statement text, hex. */
  signature: string;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

export const sealText = (s: SealStatement): string =>
  [
    'nacho-month-seal/1',
    `month=${s.month}`,
    `sequence=${s.sequence}`,
    `likes=${s.likes}`,
    `standingLikes=${s.standingLikes}`,
    `root=${s.root}`,
    `winner=${s.winner ? `${s.winner.tokenId} ${s.winner.how}` : 'none'}`,
    `sealedAt=${s.sealedAt}`,
    `previous=${s.previous ?? 'none'}`,
    `reason=${oneLine(s.reason)}`,
    `keyId=${s.keyId}`,
  ].join('\n');

/** The signed statement of one accepted like. */
export interface ReceiptStatement {
  /** Contest month, YYYY-MM. */
  month: string;
  likeId: number;
  tokenId: number;
  voter: string;
  /** ISO 8601, as in the export. */
  likedAt: string;
  keyId: string;
}

export interface Receipt extends ReceiptStatement {
  /** Ed25519 signature of the receipt text, hex. */
  signature: string;
}

export const receiptText = (r: ReceiptStatement): string =>
  [
    'nacho-like-receipt/1',
    `month=${r.month}`,
    `likeId=${r.likeId}`,
    `tokenId=${r.tokenId}`,
    `voter=${r.voter}`,
    `likedAt=${r.likedAt}`,
    `keyId=${r.keyId}`,
  ].join('\n');

/** A public key of the contest and when it signed. */
export interface PublicKeyEntry {
  keyId: string;
  algorithm: 'Ed25519';
  /** The raw 32-byte key, hex. */
  publicKey: string;
  /** ISO 8601; null when not known. */
  validFrom: string | null;
  /** ISO 8601; null for the key in use. */
  validUntil: string | null;
}

/**
 * The seal file of a month (GET …/months/{year}/{month}/seal.json): every seal, oldest first, and
 * the keys; and the voters' signed ballots with the time zone that says which day a like is of.
 * The ballots are not under the seal (each carries its voter's own signature); older files have none.
 */
export interface SealFile {
  month: string;
  seals: Seal[];
  keys: PublicKeyEntry[];
  /** The contest's IANA time zone (CONTEST_TZ): a like's contest day is its date there. */
  contestTz?: string;
  ballots?: Ballot[];
}

/** A like's Merkle path (GET …/months/{year}/{month}/proof/{likeId}). */
export interface InclusionProof {
  month: string;
  /** The seal the path leads to. */
  sequence: number;
  likeId: number;
  removedByModerator: boolean;
  /** The row's place in the export, from 0. */
  index: number;
  /** Rows in the export. */
  count: number;
  /** The sibling hashes from the leaf up, 32 bytes each, concatenated, base64url without padding. */
  path: string;
}
