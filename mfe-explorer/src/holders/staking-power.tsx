import { formatNumber, powerTier } from '@nacho/domain';
import { Badge } from '@nacho/ui';
import { tierBadgeVariant } from '../nft-cards/badge-variants';

/** A wallet's staking power with its tier badge. */
export function StakingPower({ power }: { power: number }) {
  const tier = powerTier(power);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{formatNumber(power, 0)}</span>
      <Badge variant={tierBadgeVariant(tier)} className="px-1.5 text-[10px]">
        {tier}
      </Badge>
    </span>
  );
}
