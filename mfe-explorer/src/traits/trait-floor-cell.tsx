import type { TraitFloor } from '@nacho/contracts';
import { COLLECTION_NAME, formatNumber } from '@nacho/domain';
import { focusRing, cn } from '@nacho/ui';
import { NftLink } from '../prefetch/page-links';

/** The key of a trait value in the floors map. */
export const floorKey = (category: string, value: string) => `${category}\u0000${value}`;

export function floorsByValue(traits: readonly TraitFloor[]): ReadonlyMap<string, TraitFloor> {
  return new Map(traits.map((floor) => [floorKey(floor.category, floor.value), floor]));
}

/** The lowest asking price among the NFTs with this value, linked to that NFT; "—" when none is listed. */
export function TraitFloorLink({ floor, loading }: { floor: TraitFloor | undefined; loading: boolean }) {
  if (!floor || floor.floorKas === null || floor.floorTokenId === null)
    return <span className="text-muted-foreground">{loading ? '…' : '—'}</span>;
  return (
    <NftLink
      tokenId={floor.floorTokenId}
      title={`The cheapest listed: ${COLLECTION_NAME} #${floor.floorTokenId}`}
      className={cn('rounded-sm font-semibold whitespace-nowrap text-primary tabular-nums hover:underline', focusRing)}
    >
      {`${formatNumber(floor.floorKas, 2)} KAS`}
      <span className="sr-only">{`, ${COLLECTION_NAME} #${floor.floorTokenId}`}</span>
    </NftLink>
  );
}

/** Phones have no room for the Floor and Listed columns: the value's cell gets them as a line under the value. */
export function TraitFloorLine({ floor }: { floor: TraitFloor | undefined }) {
  if (!floor || floor.floorKas === null) return null;
  return (
    <span
      className="flex flex-wrap items-center gap-x-1.5 text-xs font-normal text-muted-foreground sm:hidden"
      data-testid="trait-value-floor-line"
    >
      Floor <TraitFloorLink floor={floor} loading={false} /> · {formatNumber(floor.listed, 0)} listed
    </span>
  );
}
