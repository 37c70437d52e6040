import { z } from 'zod';
import type { CollectionInfo, OwnershipEntry, TokenListing, TokenRecord } from '../types';

/** Numbers arrive as strings; accept either and keep strings. */
const numeric = z.union([z.string(), z.number()]).transform(String);
const optionalText = numeric.nullish().transform((v) => v ?? null);

export const envelopeSchema = z.object({
  message: z.string(),
  result: z.unknown().optional(),
  next: z.union([z.string(), z.number()]).nullish(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const collectionInfoSchema = z.object({
  tick: z.string().min(1),
  deployer: optionalText,
  royaltyTo: optionalText,
  buri: optionalText,
  max: optionalText,
  royaltyFee: optionalText,
  daaMintStart: optionalText,
  premint: optionalText,
  txIdRev: optionalText,
  mtsAdd: optionalText,
  minted: optionalText,
  opScoreMod: optionalText,
  state: optionalText,
  mtsMod: optionalText,
  opScoreAdd: optionalText,
}) satisfies z.ZodType<CollectionInfo, unknown>;

const tokenIdText = numeric.pipe(z.string().regex(/^\d+$/, 'must be a non-negative integer')).transform(Number);

/** `status` of a token: `unlisted` by default; a listed one carries its asking price in sompi. */
const statusSchema = z
  .object({
    state: z.string(),
    price: numeric.pipe(z.string().regex(/^\d+$/, 'must be a whole number of sompi')).optional(),
    opScore: numeric.nullish(),
    listingTxId: z.string().nullish(),
  })
  .transform((status): TokenListing | null =>
    status.state === 'listed' && status.price !== undefined
      ? { priceSompi: status.price, opScore: status.opScore ?? null, txId: status.listingTxId ?? null }
      : null,
  );

/** An /owners item; the indexer spells the id `tokenId` or `tokenid`. */
export const ownerItemSchema = z
  .object({
    tick: z.string().optional(),
    tokenId: tokenIdText.optional(),
    tokenid: tokenIdText.optional(),
    owner: z.string().min(1),
    opScoreMod: numeric,
    status: statusSchema.optional(),
  })
  .refine((item) => item.tokenId !== undefined || item.tokenid !== undefined, { message: 'tokenId is missing' })
  .transform((item): Omit<TokenRecord, 'tick' | 'stakingPower'> & { tick?: string } => ({
    tokenId: (item.tokenId ?? item.tokenid)!,
    tick: item.tick,
    owner: item.owner,
    opScoreMod: item.opScoreMod,
    // An item without status says nothing about the listing (older indexers): keep what is stored.
    ...(item.status === undefined ? {} : { listing: item.status }),
  }));

/** An item of /history/{tick}/{id}. */
export const historyItemSchema = z
  .object({ owner: z.string().min(1), opScoreMod: numeric, txIdRev: z.string().nullish() })
  .transform((item): OwnershipEntry => ({
    owner: item.owner,
    opScoreMod: item.opScoreMod,
    txId: item.txIdRev ?? null,
  }));
