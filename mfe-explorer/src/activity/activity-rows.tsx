import type { ActivityItem } from '@nacho/contracts';
import { CollectionNftImage } from '@nacho/api';
import { COLLECTION_NAME } from '@nacho/domain';
import { Badge, cn, focusRing, Skeleton } from '@nacho/ui';
import { NftLink } from '../prefetch/page-links';
import { ActivityKindLabel } from './activity-kind';
import { ActivityParties } from './activity-parties';
import { ActivityPrice } from './activity-price';
import { ActivityTime } from './activity-time';

/*
 * One row per event. From 640 px: kind | NFT | from → to | price | time on one line. Below: the
 * row stacks (kind and time, then NFT and price, then the wallets), so nothing scrolls sideways.
 */
const ROW =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[7.5rem_minmax(0,1fr)_minmax(0,1.3fr)_9rem_7.5rem] sm:gap-y-0 md:px-4';
const CELL = {
  kind: 'col-start-1 row-start-1 sm:col-start-1',
  nft: 'col-start-1 row-start-2 sm:col-start-2 sm:row-start-1',
  parties: 'col-span-2 row-start-3 sm:col-span-1 sm:col-start-3 sm:row-start-1',
  price: 'col-start-2 row-start-2 text-right sm:col-start-4 sm:row-start-1',
  time: 'col-start-2 row-start-1 text-right text-xs text-muted-foreground sm:col-start-5 sm:row-start-1 sm:text-sm',
};

export function ActivityRow({ item, fresh = false }: { item: ActivityItem; fresh?: boolean }) {
  return (
    <li
      className={cn(ROW, fresh && 'bg-primary/10 transition-colors')}
      data-testid="activity-row"
      data-kind={item.kind}
      data-token-id={item.tokenId}
    >
      <span className={cn(CELL.kind, 'flex items-center gap-2')}>
        <ActivityKindLabel kind={item.kind} />
        {fresh ? <Badge className="px-1.5 py-0 text-[0.65rem]">New</Badge> : null}
      </span>
      <NftLink
        tokenId={item.tokenId}
        className={cn(
          CELL.nft,
          'flex min-w-0 items-center gap-2.5 rounded-md text-sm font-semibold hover:underline',
          focusRing,
        )}
      >
        <CollectionNftImage
          tokenId={item.tokenId}
          alt=""
          onAllFailed="placeholder"
          className="size-10 shrink-0 rounded-md"
        />
        <span className="truncate">
          {COLLECTION_NAME} #{item.tokenId}
        </span>
      </NftLink>
      <ActivityParties from={item.from} to={item.to} className={CELL.parties} />
      <span className={CELL.price}>
        <ActivityPrice kas={item.priceKas} usd={item.priceUsd} />
      </span>
      <ActivityTime at={item.at} className={CELL.time} />
    </li>
  );
}

/** The column names above the rows, on screens wide enough for columns. */
export function ActivityColumnHeads() {
  return (
    <div aria-hidden="true" className={cn(ROW, 'hidden py-2 text-xs font-medium text-muted-foreground sm:grid')}>
      <span>Event</span>
      <span>NFT</span>
      <span>From → To</span>
      <span className="text-right">Price</span>
      <span className="text-right">Time</span>
    </div>
  );
}

export function ActivityRows({
  items,
  freshIds,
  label,
}: {
  items: readonly ActivityItem[];
  freshIds?: ReadonlySet<string>;
  label: string;
}) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <ActivityRow key={item.id} item={item} fresh={freshIds?.has(item.id)} />
      ))}
    </ol>
  );
}

export function ActivityRowsSkeleton({ count }: { count: number }) {
  return (
    <div className="flex flex-col divide-y divide-border" data-testid="activity-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-3 py-3 md:px-4">
          <Skeleton className="size-10 rounded-md" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}
