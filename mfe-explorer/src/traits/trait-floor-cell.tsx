import type { TraitFloor } from '@nacho/contracts';
import { COLLECTION_NAME, formatNumber } from '@nacho/domain';
import { focusRing, cn } from '@nacho/ui';
import { NftLink } from '../prefetch/page-links';

/** The key of a trait value in the floors map. */
export const floorKey = (category: string, value: string) => `${category}\u0000${value}`;

export function floorsByValue(traits: readonly TraitFloor[]): ReadonlyMap<string, TraitFloor> {
  return new Map(traits.map((floor) => [floorKey(floor.category, floor.value), floor]));
}

/**
 * The lowest asking price among the NFTs with this value, linked to that NFT; "—" when none is
 * listed. Phones, without the Listed column, see the listed count under it.
 */
export function TraitFloorCell({ floor, loading }: { floor: TraitFloor | undefined; loading: boolean }) {
  if (!floor || floor.floorKas === null || floor.floorTokenId === null)
    return <span className="text-muted-foreground">{loading ? '…' : '—'}</span>;
  return (
    <span className="flex flex-col">
      <NftLink
        tokenId={floor.floorTokenId}
        title={`The cheapest listed: ${COLLECTION_NAME} #${floor.floorTokenId}`}
        className={cn(
          'rounded-sm font-semibold whitespace-nowrap text-primary tabular-nums hover:underline',
          focusRing,
        )}
      >
        {formatNumber(floor.floorKas, 2)} KAS
        <span className="sr-only">
          , {COLLECTION_NAME} #{floor.floorTokenId}
        </span>
      </NftLink>
      <span className="text-xs text-muted-foreground sm:hidden">{formatNumber(floor.listed, 0)} listed</span>
    </span>
  );
}
