import { z } from 'zod';

export const success = z.literal('success');

const tokenIdKey = z.string().regex(/^[0-9]+$/);
/** `{tokenId: number}` maps (staking powers, rarity ranks). */
export const numberByTokenId = z.record(tokenIdKey, z.number());

export const tokenId = z.number().int().min(1);
export const rarityRank = z.number().int().min(1).nullable().meta({ description: '1 = rarest; null when unknown' });
export const specialKind = z
  .enum(['unique', 'rare'])
  .nullable()
  .meta({ description: 'unique = 1 of 1, rare = 1 of 2' });

export const paginationFields = {
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
};

/** The `result` of a `{message: 'success', result}` reply, as the browser receives it. */
export type ResultOf<Reply extends z.ZodType<{ result: unknown }>> = z.output<Reply>['result'];
export type SpecialKind = z.infer<typeof specialKind>;
export type Paged = { [Field in keyof typeof paginationFields]: number };
