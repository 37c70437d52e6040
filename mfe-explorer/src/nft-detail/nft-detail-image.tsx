import { Crown, Gem } from 'lucide-react';
import { COLLECTION_NAME, editionBadgeText, type SpecialKind } from '@nacho/domain';
import { Badge, cn, NftImage } from '@nacho/ui';
import { useEmbeddedPicture } from './embedded-picture';
import { nftImageSources } from './nft-image-sources';

const SPECIAL_FRAME: Record<SpecialKind, string> = {
  unique: 'border-gold shadow-[0_0_32px_-8px] shadow-gold/60',
  rare: 'border-silver shadow-[0_0_32px_-8px] shadow-silver/50',
};

/** The NFT picture; a gold (1 of 1) or silver (1 of 2) frame and badge for the special editions. */
export interface NftDetailImageProps {
  tokenId: number;
  ipfsImage: string | null;
  special: SpecialKind | null;
  /** IPFS gateways tried after the service's picture. */
  gateways: readonly string[];
}

export function NftDetailImage({ tokenId, ipfsImage, special, gateways }: NftDetailImageProps) {
  const name = `${COLLECTION_NAME} #${tokenId}`;
  const embedded = useEmbeddedPicture(tokenId);
  return (
    <div
      data-testid="nft-image-frame"
      data-special={special ?? 'none'}
      className={cn('relative rounded-xl border-2 bg-card p-2', special ? SPECIAL_FRAME[special] : 'border-border')}
    >
      <NftImage
        tokenId={tokenId}
        alt={name}
        sources={nftImageSources(tokenId, ipfsImage, gateways, embedded)}
        collectionName={COLLECTION_NAME}
        eager
        className="rounded-lg"
      />
      {special ? (
        <Badge
          variant={special === 'unique' ? 'gold' : 'silver'}
          className="absolute -top-3.5 left-1/2 -translate-x-1/2 bg-background px-3 py-1 text-sm tracking-wide shadow-md"
        >
          {special === 'unique' ? <Crown aria-hidden="true" /> : <Gem aria-hidden="true" />}
          {editionBadgeText(special)}
        </Badge>
      ) : null}
    </div>
  );
}
