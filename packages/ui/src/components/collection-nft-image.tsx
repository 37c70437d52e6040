import { nftImageUrl } from '@nacho/api';
import { COLLECTION_NAME } from '@nacho/domain';
import { NftImage, type NftImageProps } from './nft-image';

export type CollectionNftImageProps = Omit<NftImageProps, 'tokenId' | 'sources' | 'collectionName' | 'alt'> & {
  tokenId: number;
  /** The NFT's name ("NACHO #7") unless given; "" where a text beside it already names it. */
  alt?: string;
};

/** An NFT of the collection as the nft service pictures it, with the collection's placeholder if that fails. */
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
