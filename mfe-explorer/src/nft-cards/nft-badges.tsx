import { Crown, Gem, Tag, Trophy, Zap } from 'lucide-react';
import { formatNumber, rankBadgeText, specialCardBadge } from '@nacho/domain';
import { Badge, cn } from '@nacho/ui';
import type { SpecialKind } from '../api/explorer-types';
import { powerBadgeVariant, rankBadgeVariant } from './badge-variants';

/** Badges sit on top of artwork, so they get a solid backdrop to stay readable. */
const onImage = 'bg-background/85 backdrop-blur-sm shadow-sm';

export function IdBadge({ tokenId, className }: { tokenId: number; className?: string }) {
  return (
    <Badge variant="outline" className={cn(onImage, 'font-mono', className)} data-testid="id-badge">
      #{tokenId}
    </Badge>
  );
}

export function PowerBadge({ power, className }: { power: number; className?: string }) {
  return (
    <Badge
      variant={powerBadgeVariant(power)}
      className={cn('tabular-nums', className)}
      title="Staking power"
      data-testid="power-badge"
    >
      <Zap aria-hidden="true" />
      <span className="sr-only">Power </span>
      {formatNumber(power, 0)}
    </Badge>
  );
}

export function RankBadge({ rank, className }: { rank: number | null; className?: string }) {
  return (
    <Badge
      variant={rankBadgeVariant(rank)}
      className={cn(onImage, 'tabular-nums', className)}
      title="Rarity rank"
      data-testid="rank-badge"
    >
      <Trophy aria-hidden="true" />
      <span className="sr-only">Rarity rank </span>
      {rankBadgeText(rank)}
    </Badge>
  );
}

/** "1of1" for a Unique NFT, "1of2" for a Rare one, nothing otherwise. */
export function SpecialBadge({ special, className }: { special: SpecialKind; className?: string }) {
  if (!special) return null;
  const Icon = special === 'unique' ? Crown : Gem;
  return (
    <Badge
      variant={special}
      className={cn(onImage, className)}
      title={special === 'unique' ? 'Unique (1 of 1)' : 'Rare (1 of 2)'}
      data-testid="special-badge"
    >
      <Icon aria-hidden="true" />
      {specialCardBadge(special)}
    </Badge>
  );
}

/** "Listed 1,250 KAS": the asking price of an NFT listed for sale; nothing when it is not listed. */
export function ListedBadge({ priceKas, className }: { priceKas: number | null | undefined; className?: string }) {
  if (priceKas === null || priceKas === undefined) return null;
  return (
    <Badge
      variant="success"
      className={cn('tabular-nums shadow-sm', className)}
      title="Listed for sale: the asking price"
      data-testid="listed-badge"
    >
      <Tag aria-hidden="true" />
      Listed {formatNumber(priceKas, 2)} KAS
    </Badge>
  );
}
