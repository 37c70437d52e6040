import { Skeleton, SkeletonLines, cn } from '@nacho/ui';
import type { WalletNft } from '../api/explorer-types';
import { NftCard } from './nft-card';

/*
 * Columns follow the width of the grid's container, not the window, so the same grid has 1 to 4
 * columns inside the search dialog and on a page.
 */
const columns = 'grid grid-cols-1 gap-3 @xs:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4 md:gap-4';

export interface NftCardGridProps {
  nfts: readonly WalletNft[];
  onOpen?: () => void;
  label?: string;
  className?: string;
}

export function NftCardGrid({ nfts, onOpen, label = 'NFTs', className }: NftCardGridProps) {
  return (
    <div className="@container">
      <ul aria-label={label} className={cn(columns, className)}>
        {nfts.map((nft) => (
          <NftCard key={nft.tokenId} nft={nft} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}

export function NftCardGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div className="@container" data-testid="nft-grid-skeleton">
      <div className={cn(columns, className)}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg border border-border bg-card">
            <Skeleton className="aspect-square rounded-none" />
            <SkeletonLines lines={['h-4 w-2/3', 'h-3 w-full', 'h-3 w-1/2']} className="p-3" />
          </div>
        ))}
      </div>
    </div>
  );
}
