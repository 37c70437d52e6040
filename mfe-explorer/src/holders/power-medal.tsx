import { Medal } from 'lucide-react';
import { cn } from '@nacho/ui';
import type { HolderRow, HolderSort } from '../api/explorer-types';

export type MedalKind = 'gold' | 'silver' | 'bronze';
const MEDALS: readonly MedalKind[] = ['gold', 'silver', 'bronze'];
const MEDAL_NAME: Record<MedalKind, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** SPEC section 9: sorted by staking power, the top 3 holders by power get gold, silver and bronze. */
export function powerMedal(row: Pick<HolderRow, 'powerRank'>, sort: HolderSort): MedalKind | null {
  return sort === 'power' ? (MEDALS[row.powerRank - 1] ?? null) : null;
}

const MEDAL_CLASS: Record<MedalKind, string> = {
  gold: 'border-gold/50 bg-gold/15 text-gold',
  silver: 'border-silver/50 bg-silver/15 text-silver',
  bronze: 'border-bronze/50 bg-bronze/15 text-bronze',
};

/** The row number, as a coloured medal for the top 3 by power. */
export function RankCell({ rank, medal, prefix = '' }: { rank: number; medal: MedalKind | null; prefix?: string }) {
  if (!medal) return <>{`${prefix}${rank}`}</>;
  return (
    <span
      data-medal={medal}
      title={`${MEDAL_NAME[medal]}: top ${MEDALS.indexOf(medal) + 1} by staking power`}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-1.5 py-0.5 text-xs font-semibold',
        MEDAL_CLASS[medal],
      )}
    >
      <Medal aria-hidden="true" className="size-3.5" />
      {`${prefix}${rank}`}
      <span className="sr-only">{`, ${MEDAL_NAME[medal]} medal`}</span>
    </span>
  );
}
