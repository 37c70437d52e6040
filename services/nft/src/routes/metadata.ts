import { CACHE_SECONDS, sendSerialized } from '../http/cache-policy';
import { defineRoute } from '../http/route-definition';
import { metadataView, nftDetailView, requireToken } from '../queries/nft-views';
import { tokenIdPath } from '../schemas/inputs';
import { MetadataReply, NftDetailReply } from '@nacho/contracts';
import { imagePath } from './images';

export const metadataRoute = defineRoute({
  path: '/metadata/{tokenId}',
  summary: 'Metadata of one NFT with owner, staking power and rarity rank',
  tag: 'nfts',
  params: tokenIdPath,
  reply: MetadataReply,
  errors: [400, 404, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, params, store }) {
    const token = requireToken(snapshot, params.tokenId);
    const body = snapshot.bodies.queryBody(`metadata:${token.tokenId}`, () => ({
      message: 'success',
      result: metadataView(token),
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});

export const nftDetailRoute = defineRoute({
  path: '/nfts/{tokenId}/detail',
  summary: 'Everything the NFT page shows: metadata, power, rank, owner, traits with their shares, special kind',
  tag: 'nfts',
  params: tokenIdPath,
  reply: NftDetailReply,
  errors: [400, 404, 503],
  sendsEtag: true,
  handle({ ctx, snapshot, params, store }) {
    const token = requireToken(snapshot, params.tokenId);
    const body = snapshot.bodies.queryBody(`detail:${token.tokenId}`, () => ({
      message: 'success',
      result: nftDetailView(snapshot, token, imagePath(token.tokenId)),
    }));
    sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
  },
});
