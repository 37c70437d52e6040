import { visibleTraits } from '@nacho/domain';
import { cn } from '@nacho/ui';
import type { Attribute } from '../api/explorer-types';

/**
 * Every trait of the NFT over its picture. Shown while the card is hovered or keyboard-focused
 * (the card link is the `group`). Hidden from screen readers: the link's name stays short, and the
 * NFT page lists the traits properly.
 */
export function TraitOverlay({ attributes, className }: { attributes: readonly Attribute[]; className?: string }) {
  const traits = visibleTraits(attributes);
  return (
    <div
      aria-hidden="true"
      data-testid="trait-overlay"
      className={cn(
        'pointer-events-none absolute inset-0 flex flex-col overflow-hidden bg-background/90 p-3 opacity-0 backdrop-blur-sm transition-opacity duration-200',
        'group-hover:opacity-100 group-focus-visible:opacity-100',
        className,
      )}
    >
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-primary uppercase">Traits</p>
      {traits.length === 0 ? (
        <p className="text-xs text-muted-foreground">No trait data available</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 overflow-hidden text-xs leading-snug">
          {traits.map((trait) => (
            <div key={trait.trait_type} className="contents">
              <dt className="text-muted-foreground">{trait.trait_type}</dt>
              <dd className="truncate text-right font-medium capitalize">{String(trait.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
