import { nftImageUrl } from '@nacho/api';

const IPFS_SCHEME = 'ipfs://';

/** "ipfs://CID/7.png" on each gateway ("https://ipfs.io/ipfs/" + "CID/7.png"); nothing for other URIs. */
export function ipfsGatewayUrls(image: string | null | undefined, gateways: readonly string[]): string[] {
  if (!image?.startsWith(IPFS_SCHEME)) return [];
  const path = image.slice(IPFS_SCHEME.length).replace(/^ipfs\//, '');
  if (!path) return [];
  return gateways.map((gateway) => `${gateway.endsWith('/') ? gateway : `${gateway}/`}${path}`);
}

/**
 * Sources NftImage tries in order: the service's picture (first as the page carries it inline, when
 * it does), then the NFT's IPFS image on each gateway.
 */
export function nftImageSources(
  tokenId: number,
  ipfsImage?: string | null,
  gateways: readonly string[] = [],
  embedded?: string,
): string[] {
  return [...(embedded ? [embedded] : []), nftImageUrl(tokenId), ...ipfsGatewayUrls(ipfsImage, gateways)];
}
