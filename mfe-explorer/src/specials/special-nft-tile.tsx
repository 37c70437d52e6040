import { MousePointerClick } from 'lucide-react';
import { rankBadgeText, SPECIAL_BADGE_PERCENT, type SpecialKind } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { Badge, cn } from '@nacho/ui';
import type { SpecialNft } from '../api/explorer-types';
import { NftLink } from '../prefetch/page-links';

export const TILE_HOVER_TEXT = 'Click for details';

/** One special NFT: its picture with the edition's share badge, its id, and "Click for details" on hover or focus. */
export function SpecialNftTile({ nft, kind }: { nft: SpecialNft; kind: SpecialKind }) {
  return (
    <li>
      <NftLink
        tokenId={nft.tokenId}
        data-testid="special-nft-tile"
        className={cn(
          'group flex scroll-mt-24 flex-col overflow-hidden rounded-xl border bg-card transition-all duration-200',
          'hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          kind === 'unique'
            ? 'border-gold/40 hover:border-gold hover:shadow-gold/20'
            : 'border-silver/30 hover:border-silver hover:shadow-silver/15',
        )}
      >
        <div className="relative">
          <CollectionNftImage
            tokenId={nft.tokenId}
            className="rounded-none"
            imgClassName="transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center gap-1.5 bg-background/65 text-sm font-semibold opacity-0 backdrop-blur-[2px] transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            <MousePointerClick className="size-4" />
            {TILE_HOVER_TEXT}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 px-3 py-2.5">
          <span className="flex min-w-0 flex-col">
            {/* The picture's alt already names it: the link reads "NACHO #5692 Rank 3 0.01%". */}
            <span aria-hidden="true" className="font-semibold tabular-nums">
              #{nft.tokenId}
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">Rank {rankBadgeText(nft.rarityRank)}</span>
          </span>
          <Badge variant={kind === 'unique' ? 'gold' : 'silver'} data-testid="special-badge" className="shrink-0">
            {SPECIAL_BADGE_PERCENT[kind]}
          </Badge>
        </div>
      </NftLink>
    </li>
  );
}
