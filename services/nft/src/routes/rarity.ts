import { CACHE_SECONDS, sendResult, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { requireToken } from '../queries/nft-views';
import { ONE_TOKEN } from '../schemas/inputs';
import { RarityRankAllReply, RarityRankReply, StakingPowersReply } from '@nacho/contracts';

export const rarityRankAllRoute = defineRoute({
  path: '/rarity-rank/all',
  summary: 'Rarity rank of every ranked token',
  tag: 'rarity',
  reply: RarityRankAllReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('rarity-rank-all', () => {
      const result: Record<string, number> = {};
      for (const token of snapshot.tokens) if (token.rarityRank !== null) result[token.tokenId] = token.rarityRank;
      return { message: 'success', result };
    });
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.rarityRanks);
  },
});

export const rarityRankRoute = defineRoute({
  path: '/rarity-rank/{tokenId}',
  summary: 'Rarity rank of one token (null when not ranked yet)',
  tag: 'rarity',
  ...ONE_TOKEN,
  reply: RarityRankReply,
  handle({ ctx, snapshot, params }) {
    const token = requireToken(snapshot, params.tokenId);
    sendResult(ctx, snapshot, { rarityRank: token.rarityRank }, CACHE_SECONDS.rarityRanks);
  },
});

export const stakingPowersRoute = defineRoute({
  path: '/staking-powers',
  summary: 'Staking power of every token',
  tag: 'rarity',
  reply: StakingPowersReply,
  errors: [503],
  sendsEtag: true,
  handle({ ctx, snapshot, store }) {
    const body = snapshot.bodies.pinnedBody('staking-powers', () => {
      const result: Record<string, number> = {};
      for (const token of snapshot.tokens) result[token.tokenId] = token.stakingPower;
      return { message: 'success', result };
    });
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.stakingPowers);
  },
});
