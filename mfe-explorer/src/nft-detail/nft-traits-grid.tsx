import { Tags } from 'lucide-react';
import {
  EDITION_TRAIT,
  formatNumber,
  formatPercentTwoDecimals,
  rarityLabel,
  traitCountFromPercentage,
} from '@nacho/domain';
import { Badge, EmptyState, type BadgeVariant } from '@nacho/ui';
import type { NftDetail } from '../api/explorer-types';

type NftTrait = NftDetail['traits'][number];

/** Colours of rarityLabel's words; the plain-percentage label stays muted. */
const LABEL_VARIANT: Record<string, BadgeVariant> = {
  'Unique!': 'gold',
  'Super Rare': 'ruby',
  'Very Rare': 'unique',
  Rare: 'rare',
  Uncommon: 'emerald',
};

function TraitCard({ trait }: { trait: NftTrait }) {
  const { percentage } = trait;
  const label = percentage === null ? null : rarityLabel(percentage);
  const count = trait.count ?? (percentage === null ? null : traitCountFromPercentage(percentage));
  return (
    <li
      data-testid="trait-card"
      className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-border/70 bg-muted/30 p-3.5 transition-colors hover:border-primary/40"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{trait.traitType}</span>
        {label ? (
          <Badge
            data-testid="trait-rarity-label"
            variant={LABEL_VARIANT[label] ?? 'muted'}
            className="-mt-0.5 shrink-0"
          >
            {label}
          </Badge>
        ) : null}
      </div>
      <p className="truncate text-base font-semibold capitalize" title={trait.value}>
        {trait.value}
      </p>
      {percentage !== null && count !== null ? (
        <p className="text-xs text-muted-foreground">
          <span data-testid="trait-percentage" className="font-medium text-foreground tabular-nums">
            {formatPercentTwoDecimals(percentage)}
          </span>{' '}
          of NFTs ·{' '}
          <span data-testid="trait-count" className="tabular-nums">
            {formatNumber(count, 0)}
          </span>{' '}
          have it
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">Share not known yet</p>
      )}
    </li>
  );
}

/** One card per trait (type, value, share of the collection, rarity label); Edition is left out. */
export function NftTraitsGrid({ traits }: { traits: readonly NftTrait[] }) {
  const shown = traits.filter((trait) => trait.traitType !== EDITION_TRAIT);
  return (
    <section aria-labelledby="traits-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="traits-heading" className="text-lg font-semibold">
          Traits <span className="text-sm font-normal text-muted-foreground">({shown.length})</span>
        </h2>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={<Tags />}
          title="No trait data available"
          hint="The metadata of this NFT has no traits yet."
        />
      ) : (
        <ul aria-label="Traits" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((trait) => (
            <TraitCard key={`${trait.traitType}:${trait.value}`} trait={trait} />
          ))}
        </ul>
      )}
    </section>
  );
}
