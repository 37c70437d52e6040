import { z } from 'zod';

export const success = z.literal('success');

export const ErrorReply = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'ErrorReply', description: 'Every failure: a stable code and a message that says what is wrong' });

const tokenIdKey = z.string().regex(/^[0-9]+$/);
/** `{tokenId: number}` maps (staking powers, rarity ranks). */
export const numberByTokenId = z.record(tokenIdKey, z.number());

export const tokenId = z.number().int().min(1);
export const rarityRank = z.number().int().min(1).nullable().meta({ description: '1 = rarest; null when unknown' });
export const specialKind = z.enum(['unique', 'rare']).nullable().meta({ description: 'unique = 1 of 1, rare = 1 of 2' });

export const paginationFields = {
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
};
