import { formatNumber, powerTier } from '@nacho/domain';
import { Badge, type BadgeVariant } from '@nacho/ui';

const TIER_BADGE: Record<ReturnType<typeof powerTier>, BadgeVariant> = {
  Ruby: 'ruby',
  Emerald: 'emerald',
  Platinum: 'platinum',
  Gold: 'gold',
  Silver: 'silver',
  Bronze: 'bronze',
};

/** A wallet's staking power with its tier badge. */
export function StakingPower({ power }: { power: number }) {
  const tier = powerTier(power);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{formatNumber(power, 0)}</span>
      <Badge variant={TIER_BADGE[tier]} className="px-1.5 text-[10px]">
        {tier}
      </Badge>
    </span>
  );
}
