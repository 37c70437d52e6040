import { z } from 'zod';
import { count, tokenId } from './contest-fields';

/*
 * Likes anyone can verify (issue 40): receipts, seals, proofs and the contest's public keys. The
 * texts that are signed and hashed are written down in docs/verify.md and built by @nacho/verify.
 */

const hex = (bytes: number, description: string) =>
  z
    .string()
    .regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`))
    .meta({ description });
const monthKey = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .meta({ description: 'Contest month, YYYY-MM' });
const iso = (description: string) => z.string().meta({ description: `${description}, ISO 8601` });
const keyId = hex(8, 'The signing key: first 16 hex digits of SHA-256 over its raw public key');

/** A like's receipt, signed with the contest key: what "My likes" keeps and the verifier checks. */
export const LikeReceipt = z
  .object({
    month: monthKey,
    likeId: z.number().int().min(1),
    tokenId,
    voter: z.string().meta({ description: 'The voter as the export names them: wallet address or voter- pseudonym' }),
    likedAt: iso('When the like was given'),
    keyId,
    signature: hex(64, 'Ed25519 over the receipt text (docs/verify.md)'),
  })
  .meta({ id: 'LikeReceipt' });
export type LikeReceipt = z.infer<typeof LikeReceipt>;

export const ContestPublicKey = z
  .object({
    keyId,
    algorithm: z.literal('Ed25519'),
    publicKey: hex(32, 'The raw public key'),
    validFrom: iso('Signs from').nullable(),
    validUntil: iso('Signed until (null: in use)').nullable(),
  })
  .meta({ id: 'ContestPublicKey' });
export type ContestPublicKey = z.infer<typeof ContestPublicKey>;

/** GET /api/contest/keys */
export const ContestKeys = z.object({ keys: z.array(ContestPublicKey) }).meta({ id: 'ContestKeys' });
export type ContestKeys = z.infer<typeof ContestKeys>;

/** One seal of a month (docs/verify.md, "A seal"). */
export const MonthSeal = z
  .object({
    id: hex(32, 'SHA-256 of the seal statement'),
    month: monthKey,
    sequence: z
      .number()
      .int()
      .min(1)
      .meta({ description: '1 for the first seal of the month, then one per correction' }),
    likes: count.meta({ description: 'Rows of the export, standing and removed' }),
    standingLikes: count,
    root: hex(32, 'Merkle root over the export rows'),
    winner: z.object({ tokenId, how: z.enum(['crowned', 'declared']) }).nullable(),
    sealedAt: iso('When the seal was made'),
    previous: hex(32, 'The seal this one replaces').nullable(),
    reason: z.string(),
    keyId,
    signature: hex(64, 'Ed25519 over the seal statement'),
  })
  .meta({ id: 'MonthSeal' });
export type MonthSeal = z.infer<typeof MonthSeal>;

/** GET /api/hall-of-fame/months/{year}/{month}/seal.json: the chain of seals, oldest first, and the keys. */
export const MonthSealFile = z
  .object({ month: monthKey, seals: z.array(MonthSeal), keys: z.array(ContestPublicKey) })
  .meta({ id: 'MonthSealFile' });
export type MonthSealFile = z.infer<typeof MonthSealFile>;

/** GET /api/hall-of-fame/months/{year}/{month}/proof/{likeId} */
export const LikeProof = z
  .object({
    month: monthKey,
    sequence: z.number().int().min(1).meta({ description: 'The seal whose root the path leads to' }),
    likeId: z.number().int().min(1),
    removedByModerator: z.boolean(),
    index: count.meta({ description: "The row's place in the export, from 0" }),
    count: count.meta({ description: 'Rows in the export' }),
    path: z.string().meta({ description: 'Sibling hashes from the leaf up, 32 bytes each, base64url without padding' }),
  })
  .meta({ id: 'LikeProof' });
export type LikeProof = z.infer<typeof LikeProof>;
