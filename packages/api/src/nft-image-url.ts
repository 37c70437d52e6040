import { resolveApiUrl } from './api-config';

/** The nft service's own picture of an NFT (the front ends fall back to a generated placeholder). */
export function nftImageUrl(tokenId: number): string {
  return resolveApiUrl(`/api/nft/image/${tokenId}.svg`);
}
