import { z } from 'zod';
import { numberByTokenId, rarityRank, success } from './common-replies';

export const RarityRankReply = z.object({ message: success, result: z.object({ rarityRank }) });
export const RarityRankAllReply = z.object({
  message: success,
  result: numberByTokenId.meta({ description: 'tokenId -> rank (1 = rarest); unranked tokens are absent' }),
});
export const StakingPowersReply = z.object({
  message: success,
  result: numberByTokenId.meta({ description: 'tokenId -> staking power (5,000 where the source gave none)' }),
});
