import { COLLECTION_NAME } from '@nacho/domain';
import { NftImage, type NftImageProps } from '@nacho/ui';
import { nftImageUrl } from './nft-image-url';

export type CollectionNftImageProps = Omit<NftImageProps, 'tokenId' | 'sources' | 'collectionName' | 'alt'> & {
  tokenId: number;
  /** The NFT's name ("NACHO #7") unless given; "" where a text beside it already names it. */
  alt?: string;
};

/**
 * An NFT of the collection as the nft service pictures it, with the collection's placeholder if that
 * fails: the design system's NftImage given this API's image URL (@nacho/ui knows no API).
 */
export function CollectionNftImage({
  tokenId,
  alt = `${COLLECTION_NAME} #${tokenId}`,
  ...props
}: CollectionNftImageProps) {
  return (
    <NftImage
      tokenId={tokenId}
      alt={alt}
      sources={[nftImageUrl(tokenId)]}
      collectionName={COLLECTION_NAME}
      {...props}
    />
  );
}
