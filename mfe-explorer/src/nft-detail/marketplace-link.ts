import { COLLECTION_NAME } from '@nacho/domain';

/** The collection on the external marketplace; an NFT's page is this plus "/{tokenId}". */
export const MARKETPLACE_COLLECTION_URL = `https://kaspa.com/nft/collections/${COLLECTION_NAME}`;

export function marketplaceNftUrl(tokenId: number): string {
  return `${MARKETPLACE_COLLECTION_URL}/${tokenId}`;
}
