/* NFT cards shared by the search dialog, the wallet page and other explorer screens (read-only for them). */
export { NftCard, nftTitle, type NftCardProps } from './nft-card';
export { NftCardGrid, NftCardGridSkeleton, type NftCardGridProps } from './nft-card-grid';
export { NftList, NftListSkeleton } from './nft-list';
export { IdBadge, PowerBadge, RankBadge, SpecialBadge } from './nft-badges';
export { TraitOverlay } from './trait-overlay';
export { FilterChips, type FilterChipsProps } from './filter-chips';
export { powerBadgeVariant, rankBadgeVariant, tierBadgeVariant } from './badge-variants';
