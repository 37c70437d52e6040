import type { NftRoute } from '../http/route-definition';
import { activityRoute, floorsRoute, holderDistributionRoute, tokenHistoryRoute, walletValueRoute } from './activity';
import { holderStatsRoute, holdersPageRoute } from './holders';
import { imageRoute } from './images';
import { metadataRoute, nftDetailRoute } from './metadata';
import { rarityRankAllRoute, rarityRankRoute, stakingPowersRoute } from './rarity';
import { collectionRoute, syncStatusRoute } from './status';
import { ownerTokensRoute, tokenListRoute, tokenRoute } from './tokens';
import { specialRoute, traitSearchRoute, traitStatsRoute, traitsRoute } from './traits';
import { walletRoute } from './wallets';

/** Every /api/nft endpoint; fixed paths come before the parameterised paths they would shadow. */
export const NFT_ROUTES: readonly NftRoute[] = [
  holderStatsRoute,
  holdersPageRoute,
  holderDistributionRoute,
  activityRoute,
  floorsRoute,
  stakingPowersRoute,
  traitsRoute,
  traitStatsRoute,
  traitSearchRoute,
  rarityRankAllRoute,
  rarityRankRoute,
  specialRoute,
  tokenListRoute,
  tokenRoute,
  ownerTokensRoute,
  metadataRoute,
  nftDetailRoute,
  tokenHistoryRoute,
  walletRoute,
  walletValueRoute,
  imageRoute,
  syncStatusRoute,
  collectionRoute,
];
