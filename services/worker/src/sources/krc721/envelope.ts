import { z } from 'zod';
import type { CollectionInfo, TokenRecord } from '../types';

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

/** An /owners item; the indexer spells the id `tokenId` or `tokenid`. */
export const ownerItemSchema = z
  .object({
    tick: z.string().optional(),
    tokenId: tokenIdText.optional(),
    tokenid: tokenIdText.optional(),
    owner: z.string().min(1),
    opScoreMod: numeric,
  })
  .refine((item) => item.tokenId !== undefined || item.tokenid !== undefined, { message: 'tokenId is missing' })
  .transform((item): Omit<TokenRecord, 'tick' | 'stakingPower'> & { tick?: string } => ({
    tokenId: (item.tokenId ?? item.tokenid)!,
    tick: item.tick,
    owner: item.owner,
    opScoreMod: item.opScoreMod,
  }));
