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

const contestDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "Contest day, YYYY-MM-DD in the contest's time zone" });
const walletSignature = z
  .string()
  .regex(/^[0-9a-fA-F]{128}$/)
  .meta({ description: "The wallet's KIP-5 personal-message signature of the ballot text, 64 bytes hex" });

/** A wallet voter's signature over one day's likes (docs/verify.md, "A ballot"). */
export const MonthBallot = z
  .object({
    voter: z.string().meta({ description: 'The voter as the export names them (their wallet address)' }),
    address: z.string().meta({ description: 'The wallet address that signed' }),
    site: z.string().meta({ description: 'The origin the signed text names' }),
    day: contestDay,
    tokenIds: z.array(tokenId).meta({ description: 'The NFTs liked that day, ascending' }),
    signature: walletSignature,
  })
  .meta({ id: 'MonthBallot' });
export type MonthBallot = z.infer<typeof MonthBallot>;

/** GET /api/likes/ballot: the text the signed-in wallet voter signs for a day. */
export const BallotDayQuery = z
  .object({ day: contestDay.optional().meta({ description: 'The contest day (default: today)' }) })
  .meta({ id: 'BallotDayQuery' });

export const BallotToSign = z
  .object({
    day: contestDay,
    site: z.string(),
    tokenIds: z
      .array(tokenId)
      .meta({ description: "The voter's standing likes of the day, ascending (empty: nothing to sign)" }),
    message: z
      .string()
      .nullable()
      .meta({ description: 'The exact text to sign (docs/verify.md, "A ballot"); null without a like that day' }),
    signed: z.boolean().meta({ description: 'Whether a ballot of this day is stored already' }),
  })
  .meta({ id: 'BallotToSign' });
export type BallotToSign = z.infer<typeof BallotToSign>;

/** POST /api/likes/ballot */
export const SignedBallotBody = z
  .object({
    day: contestDay,
    tokenIds: z
      .array(tokenId)
      .max(1000)
      .meta({ description: 'The token ids of the signed text, as GET answered them' }),
    signature: walletSignature,
  })
  .strict()
  .meta({ id: 'SignedBallotBody' });
export type SignedBallotBody = z.infer<typeof SignedBallotBody>;

export const BallotStored = z
  .object({
    ballot: MonthBallot,
    created: z.boolean().meta({ description: 'False when this same signature was stored before' }),
  })
  .meta({ id: 'BallotStored' });
export type BallotStored = z.infer<typeof BallotStored>;

/**
 * GET /api/hall-of-fame/months/{year}/{month}/seal.json: the chain of seals, oldest first, and the
 * keys; and the voters' signed ballots, which are not under the seal (each is signed by its voter).
 */
export const MonthSealFile = z
  .object({
    month: monthKey,
    seals: z.array(MonthSeal),
    keys: z.array(ContestPublicKey),
    contestTz: z.string().meta({ description: "The contest's time zone: a like's contest day is its date there" }),
    ballots: z.array(MonthBallot),
  })
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
