import { Gem } from 'lucide-react';
import { SPECIAL_SKELETON_TILES, type SpecialKind } from '@nacho/domain';
import { EmptyState, Skeleton, SkeletonLines } from '@nacho/ui';
import type { SpecialNft } from '../api/explorer-types';
import { SpecialNftTile } from './special-nft-tile';
import { SPECIAL_TAB_TEXT } from './special-tab';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';

export function SpecialNftsSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="special-nfts-skeleton" className={GRID}>
      {Array.from({ length: SPECIAL_SKELETON_TILES }, (_, index) => (
        <li
          key={index}
          data-testid="special-skeleton-tile"
          className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
        >
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="flex items-center justify-between px-3 py-2.5">
            <SkeletonLines lines={['h-4 w-12', 'h-3 w-14']} className="gap-1.5" />
            <Skeleton className="h-5 w-12 rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The tiles of one tab, or its empty text. */
export function SpecialNftsGrid({ kind, nfts }: { kind: SpecialKind; nfts: readonly SpecialNft[] }) {
  if (nfts.length === 0) return <EmptyState icon={<Gem />} title={SPECIAL_TAB_TEXT[kind].empty} />;
  return (
    <ul aria-label={SPECIAL_TAB_TEXT[kind].label} className={GRID}>
      {nfts.map((nft) => (
        <SpecialNftTile key={nft.tokenId} nft={nft} kind={kind} />
      ))}
    </ul>
  );
}
