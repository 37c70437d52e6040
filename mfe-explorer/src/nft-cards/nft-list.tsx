import { CollectionNftImage } from '@nacho/api';
import { cn, focusRing, Skeleton, SkeletonLines } from '@nacho/ui';
import type { WalletNft } from '../api/explorer-types';
import { nftTitle } from './nft-card';
import { ListedBadge, PowerBadge, RankBadge, SpecialBadge } from './nft-badges';
import { traitValue } from './trait-lines';
import { NftLink } from '../prefetch/page-links';

/** The list view of NFTs: one row each with a thumbnail, Role, Realm, power and rank; rows link to /nft/{id}. */
export function NftList({
  nfts,
  label = 'NFTs',
  className,
}: {
  nfts: readonly WalletNft[];
  label?: string;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-card',
        className,
      )}
    >
      {nfts.map((nft) => {
        const title = nftTitle(nft.tokenId);
        const role = traitValue(nft.attributes, 'Role');
        const realm = traitValue(nft.attributes, 'Realm');
        return (
          <li key={nft.tokenId} data-testid="nft-row" data-token-id={nft.tokenId}>
            <NftLink
              tokenId={nft.tokenId}
              aria-label={title}
              className={cn(
                'flex items-center gap-3 px-3 py-2.5 transition-colors hover:bg-accent/60 md:gap-4 md:px-4',
                focusRing,
                'focus-visible:ring-inset focus-visible:ring-offset-0',
              )}
            >
              <CollectionNftImage tokenId={nft.tokenId} onAllFailed="message" className="size-14 shrink-0 md:size-16" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{title}</span>
                  <SpecialBadge special={nft.special} className="bg-transparent shadow-none backdrop-blur-none" />
                  <ListedBadge priceKas={nft.listedPriceKas} />
                </div>
                <p className="truncate text-xs text-muted-foreground">
                  <span className="capitalize">{role ?? '—'}</span>
                  <span aria-hidden="true"> · </span>
                  Realm {realm ?? '—'}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                <PowerBadge power={nft.stakingPower} />
                <RankBadge rank={nft.rarityRank} className="bg-transparent shadow-none backdrop-blur-none" />
              </div>
            </NftLink>
          </li>
        );
      })}
    </ul>
  );
}

export function NftListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
      data-testid="nft-list-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-3 py-2.5 md:px-4">
          <Skeleton className="size-14 shrink-0 md:size-16" />
          <SkeletonLines lines={['h-4 w-32', 'h-3 w-48 max-w-full']} className="flex-1" />
          <Skeleton className="h-5 w-20" />
        </div>
      ))}
    </div>
  );
}
