import { COLLECTION_NAME } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { cn } from '@nacho/ui';
import type { WalletNft } from '../api/explorer-types';
import { IdBadge, ListedBadge, PowerBadge, RankBadge, SpecialBadge } from './nft-badges';
import { traitValue } from './trait-lines';
import { TraitOverlay } from './trait-overlay';
import { NftLink } from '../prefetch/page-links';

export interface NftCardProps {
  nft: WalletNft;
  /** Called when the card is opened (the search dialog closes itself then). */
  onOpen?: () => void;
  className?: string;
}

export function nftTitle(tokenId: number): string {
  return `${COLLECTION_NAME} #${tokenId}`;
}

/** What a screen reader announces for a card link: short, the title and the rank ("NACHO #3660, rank 22"). */
export function nftCardLabel(nft: Pick<WalletNft, 'tokenId' | 'rarityRank'>): string {
  return nft.rarityRank === null ? nftTitle(nft.tokenId) : `${nftTitle(nft.tokenId)}, rank ${nft.rarityRank}`;
}

/**
 * One NFT in a grid: picture with ID, edition and rank badges, power, Role and Realm; opens /nft/{id}.
 * Only the title is the link (its name stays short: "NACHO #3660, rank 22"); the link's ::after
 * covers the whole card, so a click anywhere opens the NFT.
 */
export function NftCard({ nft, onOpen, className }: NftCardProps) {
  const title = nftTitle(nft.tokenId);
  const role = traitValue(nft.attributes, 'Role');
  const realm = traitValue(nft.attributes, 'Realm');
  return (
    <li
      className={cn(
        'group relative flex list-none flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-[border-color,box-shadow,transform] duration-200',
        'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-lg hover:shadow-primary/5',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background',
        className,
      )}
      data-testid="nft-card"
      data-token-id={nft.tokenId}
    >
      <div className="relative">
        <CollectionNftImage tokenId={nft.tokenId} onAllFailed="message" className="rounded-none" />
        <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          <IdBadge tokenId={nft.tokenId} />
          <SpecialBadge special={nft.special} />
        </div>
        <div className="pointer-events-none absolute bottom-2 left-2">
          <RankBadge rank={nft.rarityRank} />
        </div>
        <TraitOverlay attributes={nft.attributes} className="group-focus-within:opacity-100" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <NftLink
          tokenId={nft.tokenId}
          onClick={onOpen}
          className="truncate text-sm font-semibold outline-none after:absolute after:inset-0 after:content-['']"
        >
          {title}
          {nft.rarityRank === null ? null : <span className="sr-only">, rank {nft.rarityRank}</span>}
        </NftLink>
        <ListedBadge priceKas={nft.listedPriceKas} className="self-start" />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1 text-xs">
          <dt className="text-muted-foreground">Power</dt>
          <dd className="flex justify-end">
            <PowerBadge power={nft.stakingPower} />
          </dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd className="truncate text-right capitalize" data-testid="nft-role">
            {role ?? '—'}
          </dd>
          <dt className="text-muted-foreground">Realm</dt>
          <dd className="truncate text-right" data-testid="nft-realm">
            {realm ?? '—'}
          </dd>
        </dl>
      </div>
    </li>
  );
}
