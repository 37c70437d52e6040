import { resolveApiUrl } from '@nacho/api';

/** The service's own picture of an NFT; NftImage falls back to the generated placeholder. */
export function nftImageSources(tokenId: number): string[] {
  return [resolveApiUrl(`/api/nft/image/${tokenId}.svg`)];
}
