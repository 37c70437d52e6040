import { z } from 'zod';
import { numberByTokenId, rarityRank, success, tokenId, type ResultOf } from './common-replies';

export const TraitTypeStats = z
  .object({
    name: z.string(),
    values: z.array(z.object({ value: z.string(), count: z.number().int(), percentage: z.number() })),
  })
  .meta({ id: 'TraitTypeStats' });

export const SpecialNft = z.object({ tokenId, rarityRank, name: z.string().nullable() }).meta({ id: 'SpecialNft' });
export const SpecialNftLists = z
  .object({ unique: z.array(SpecialNft), rare: z.array(SpecialNft) })
  .meta({ id: 'SpecialNftLists', description: 'unique = 1 of 1, rare = 1 of 2; rarest first' });

export const TraitsReply = z.object({
  message: success,
  result: z.object({ traitStats: z.array(TraitTypeStats), specialNFTs: SpecialNftLists }),
});

export const TraitStatsReply = z.object({
  message: success,
  result: z.object({
    traitStats: z.array(TraitTypeStats),
    totalNfts: z.number().int().meta({ description: 'NFTs with metadata: the base of every percentage' }),
  }),
});

export const TraitSearchReply = z.object({
  message: success,
  result: z.object({
    total: z.number().int(),
    nfts: z.array(tokenId).meta({ description: 'Matching token ids: ascending, or by asking price with sort=price' }),
    prices: numberByTokenId.meta({ description: 'Asking price in KAS of each listed NFT among the matches' }),
  }),
});

export const SpecialReply = z.object({ message: success, specialNFTs: SpecialNftLists });

export type TraitTypeStats = z.infer<typeof TraitTypeStats>;
export type TraitValueStat = TraitTypeStats['values'][number];
export type SpecialNft = z.infer<typeof SpecialNft>;
export type SpecialNftLists = z.infer<typeof SpecialNftLists>;
export type TraitStats = ResultOf<typeof TraitStatsReply>;
export type TraitSearchResult = ResultOf<typeof TraitSearchReply>;
