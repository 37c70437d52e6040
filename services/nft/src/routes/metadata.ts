import { CACHE_SECONDS, sendSerialized } from '../http/cache-policy';
import { defineRoute, type RouteInput } from '../http/route-definition';
import { metadataView, nftDetailView, requireToken } from '../queries/nft-views';
import { ONE_TOKEN } from '../schemas/inputs';
import type { TokenEntry } from '../snapshot/types';
import { MetadataReply, NftDetailReply } from '@nacho/contracts';
import { imagePath } from './images';

/** Sends one NFT's `view`, built once per snapshot under the key `${kind}:${tokenId}`. */
function sendTokenView(
  { ctx, snapshot, params, store }: RouteInput<{ tokenId: number }, unknown>,
  kind: string,
  view: (token: TokenEntry) => unknown,
): void {
  const token = requireToken(snapshot, params.tokenId);
  const body = snapshot.bodies.queryBody(`${kind}:${token.tokenId}`, () => ({
    message: 'success',
    result: view(token),
  }));
  sendSerialized({ ctx, snapshot, store }, body, CACHE_SECONDS.perItem);
}

export const metadataRoute = defineRoute({
  path: '/metadata/{tokenId}',
  summary: 'Metadata of one NFT with owner, staking power and rarity rank',
  tag: 'nfts',
  ...ONE_TOKEN,
  reply: MetadataReply,
  sendsEtag: true,
  handle: (input) => sendTokenView(input, 'metadata', metadataView),
});

export const nftDetailRoute = defineRoute({
  path: '/nfts/{tokenId}/detail',
  summary: 'Everything the NFT page shows: metadata, power, rank, owner, traits with their shares, special kind',
  tag: 'nfts',
  ...ONE_TOKEN,
  reply: NftDetailReply,
  sendsEtag: true,
  handle: (input) =>
    sendTokenView(input, 'detail', (token) => nftDetailView(input.snapshot, token, imagePath(token.tokenId))),
});
