import { ed25519 } from '@noble/curves/ed25519';
import { utf8ToBytes } from '@noble/hashes/utils';
import {
  receiptText,
  rowLine,
  sealText,
  type LikeRow,
  type PublicKeyEntry,
  type Receipt,
  type Seal,
  type SealFile,
  type SealedWinner,
} from '../encoding';
import { toHex } from '../hex';
import { jsHasher, rootOf } from '../merkle';
import { keyIdOf, textHash } from '../signature';

export interface TestKey {
  secret: Uint8Array;
  entry: PublicKeyEntry;
}

export function testKey(seed: number, validFrom: string | null = null, validUntil: string | null = null): TestKey {
  const secret = new Uint8Array(32).fill(seed);
  const publicKey = ed25519.getPublicKey(secret);
  return {
    secret,
    entry: { keyId: keyIdOf(publicKey), algorithm: 'Ed25519', publicKey: toHex(publicKey), validFrom, validUntil },
  };
}

const sign = (key: TestKey, text: string) => toHex(ed25519.sign(utf8ToBytes(text), key.secret));

interface SealFields {
  month: string;
  winner: SealedWinner;
  reason: string;
  sealedAt: string;
  previous?: Seal;
}

/** October 2026 crowned five minutes after its end: the seal of octoberRows() unless a test says otherwise. */
const OCTOBER_CROWNED: SealFields = {
  month: '2026-10',
  winner: { tokenId: 12, how: 'crowned' },
  reason: 'crowned',
  sealedAt: '2026-11-01T00:05:00.000Z',
};

/** A seal over `rows` chained after `previous`, signed by `key`, as the contest service makes one. */
export function sealOf(rows: LikeRow[], key: TestKey, changes: Partial<SealFields> = {}): Seal {
  const fields = { ...OCTOBER_CROWNED, ...changes };
  const statement = {
    month: fields.month,
    sequence: (fields.previous?.sequence ?? 0) + 1,
    likes: rows.length,
    standingLikes: rows.filter((r) => !r.removedByModerator).length,
    root: toHex(
      rootOf(
        rows.map((r) => jsHasher.leaf(rowLine(r))),
        jsHasher,
      ),
    ),
    winner: fields.winner,
    sealedAt: fields.sealedAt,
    previous: fields.previous?.id ?? null,
    reason: fields.reason,
    keyId: key.entry.keyId,
  };
  const text = sealText(statement);
  return { ...statement, id: textHash(text), signature: sign(key, text) };
}

export function receiptOf(row: LikeRow, month: string, key: TestKey): Receipt {
  const statement = {
    month,
    likeId: row.likeId,
    tokenId: row.tokenId,
    voter: row.voter,
    likedAt: row.likedAt,
    keyId: key.entry.keyId,
  };
  return { ...statement, signature: sign(key, receiptText(statement)) };
}

export const sealFileOf = (month: string, seals: Seal[], keys: TestKey[]): SealFile => ({
  month,
  seals,
  keys: keys.map((k) => k.entry),
});

/** October 2026 of the contest tests: NACHO #12 and #30 tie at 2 likes, #12 reached 2 first. */
export function octoberRows(): LikeRow[] {
  const at = (day: number, ms = 0) => new Date(Date.UTC(2026, 9, day) + ms).toISOString();
  return [
    { likeId: 1, tokenId: 30, voter: 'voter-0123456789abcdef', likedAt: at(1), removedByModerator: false },
    { likeId: 2, tokenId: 12, voter: 'kaspa:qqalice', likedAt: at(2), removedByModerator: false },
    { likeId: 3, tokenId: 12, voter: 'voter-fedcba9876543210', likedAt: at(3), removedByModerator: false },
    { likeId: 5, tokenId: 30, voter: 'kaspa:qqbob', likedAt: at(4), removedByModerator: false },
    { likeId: 4, tokenId: 30, voter: 'kaspa:qqcarol', likedAt: at(5), removedByModerator: true },
    { likeId: 6, tokenId: 41, voter: 'kaspa:qqcarol', likedAt: at(5), removedByModerator: false },
  ];
}

/** Leaf inputs of every length a hasher must handle one after another (its buffers are reused). */
export const hasherTestLines = (): string[] => [
  rowLine(octoberRows()[1]!),
  `1,2,voter-${'é€😀'.repeat(120)},2026-10-01T00:00:00.000Z,false`,
  'x',
  '',
  `3,4,${'k'.repeat(1000)},2026-10-01T00:00:00.000Z,true`,
  rowLine(octoberRows()[1]!),
];
