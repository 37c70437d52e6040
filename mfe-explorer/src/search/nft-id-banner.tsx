import { Info } from 'lucide-react';
import { CollectionNftImage } from '@nacho/api';
import { Skeleton } from '@nacho/ui';
import type { NftDetail } from '../api/explorer-types';
import { PowerBadge, RankBadge, SpecialBadge } from '../nft-cards/nft-badges';
import { nftTitle } from '../nft-cards/nft-card';
import { NftLink } from '../prefetch/page-links';

export function nftIdBannerText(tokenId: number): string {
  return `Showing all NFTs owned by the owner of ${nftTitle(tokenId)}. Its traits are auto-selected as filters: remove a filter or use Clear All to see the rest of the wallet.`;
}

/** After an NFT-id search: that NFT, and why the owner's whole wallet is listed with its traits as filters. */
export function NftIdBanner({
  tokenId,
  detail,
  onOpen,
}: {
  tokenId: number;
  detail: NftDetail | undefined;
  onOpen: () => void;
}) {
  const title = nftTitle(tokenId);
  return (
    <section
      role="region"
      aria-label="Searched NFT"
      className="flex items-start gap-3 rounded-lg border border-secondary/40 bg-secondary/10 p-3 md:gap-4"
    >
      <NftLink tokenId={tokenId} onClick={onOpen} className="shrink-0 rounded-md" aria-label={`Open ${title}`}>
        <CollectionNftImage tokenId={tokenId} onAllFailed="message" className="size-16 md:size-20" eager />
      </NftLink>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <NftLink tokenId={tokenId} onClick={onOpen} className="font-semibold hover:text-primary hover:underline">
            {title}
          </NftLink>
          {detail ? (
            <>
              <PowerBadge power={detail.stakingPower} />
              <RankBadge rank={detail.rarityRank} className="bg-transparent shadow-none" />
              <SpecialBadge special={detail.special} className="bg-transparent shadow-none" />
            </>
          ) : (
            <Skeleton className="h-5 w-28" />
          )}
        </div>
        <p className="flex gap-1.5 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
          <span>{nftIdBannerText(tokenId)}</span>
        </p>
      </div>
    </section>
  );
}
