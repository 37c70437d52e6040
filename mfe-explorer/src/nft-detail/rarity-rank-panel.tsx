import { Trophy } from 'lucide-react';
import {
  COLLECTION_SIZE,
  formatNumber,
  rankBadgeText,
  rankBarWidthPercent,
  rarityRankBand,
  type RarityRankBand,
} from '@nacho/domain';
import { cn, ProgressBar } from '@nacho/ui';

const BAND_STYLE: Record<RarityRankBand, { label: string; text: string; bar: string; badge: string }> = {
  mythic: { label: 'Mythic', text: 'text-ruby', bar: 'bg-ruby', badge: 'border-ruby/50 bg-ruby/15' },
  legendary: { label: 'Legendary', text: 'text-gold', bar: 'bg-gold', badge: 'border-gold/50 bg-gold/15' },
  epic: { label: 'Epic', text: 'text-unique', bar: 'bg-unique', badge: 'border-unique/50 bg-unique/15' },
  rare: { label: 'Rare', text: 'text-rare', bar: 'bg-rare', badge: 'border-rare/50 bg-rare/15' },
  uncommon: { label: 'Uncommon', text: 'text-emerald', bar: 'bg-emerald', badge: 'border-emerald/50 bg-emerald/15' },
  common: { label: 'Common', text: 'text-silver', bar: 'bg-silver', badge: 'border-silver/40 bg-silver/10' },
};

/** "Rarity Rank" with the #rank badge ("?" when unknown) and a bar that is fuller the rarer the NFT is. */
export function RarityRankPanel({ rank }: { rank: number | null }) {
  const known = rank !== null;
  const band = BAND_STYLE[rarityRankBand(rank)];
  return (
    <section
      aria-labelledby="rarity-rank-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="rarity-rank-heading" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Trophy aria-hidden="true" className="size-4" />
          Rarity Rank
        </h2>
        <span
          data-testid="rarity-rank-badge"
          data-band={known ? rarityRankBand(rank) : 'unknown'}
          className={cn(
            'rounded-full border px-3 py-0.5 text-base font-bold tabular-nums',
            known ? [band.badge, band.text] : 'border-border bg-muted text-muted-foreground',
          )}
        >
          {rankBadgeText(rank)}
        </span>
      </div>
      <ProgressBar
        value={rankBarWidthPercent(rank)}
        aria-label="Rarity rank bar"
        indicatorClassName={known ? band.bar : 'bg-muted-foreground'}
      />
      <p className="text-xs text-muted-foreground">
        {known ? (
          <>
            <span className={cn('font-semibold', band.text)}>{band.label}</span> · rank {formatNumber(rank, 0)} of{' '}
            {formatNumber(COLLECTION_SIZE, 0)} (1 is the rarest)
          </>
        ) : (
          'The rarity rank of this NFT is not known yet.'
        )}
      </p>
    </section>
  );
}
