import { History } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import type { TokenHistory } from '@nacho/contracts';
import { formatNumber, wholeDaysBetween } from '@nacho/domain';
import { Card, ErrorState, SkeletonLines, useHydrated } from '@nacho/ui';
import { useGetTokenHistoryQuery } from '../activity/activity-api';
import { ActivityKindLabel } from '../activity/activity-kind';
import { ActivityParties, WalletParty } from '../activity/activity-parties';
import { ActivityPrice } from '../activity/activity-price';
import { ActivityTime } from '../activity/activity-time';
import { readableError } from '../api/readable-error';

export const HISTORY_EMPTY_TEXT = 'No history recorded for this NFT yet';

/** "Held for 12 days by kaspa:qq…" (the whole days since the current owner received it). */
function HeldFor({ owner, heldSince }: Pick<TokenHistory, 'owner' | 'heldSince'>) {
  // The count of days depends on the clock: the server render leaves it to the browser.
  const hydrated = useHydrated();
  if (!owner || heldSince === null || !hydrated) return null;
  const days = wholeDaysBetween(heldSince, Date.now());
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground" data-testid="held-for">
      Held for <span className="font-semibold text-foreground tabular-nums">{formatNumber(days, 0)}</span>{' '}
      {days === 1 ? 'day' : 'days'} by <WalletParty address={owner} />
    </p>
  );
}

/** The NFT's timeline: mint, transfers, listings, delistings and sales, newest first, with the current holding. */
export function NftHistorySection({ tokenId }: { tokenId: number }) {
  const { data, error, isLoading, refetch } = useGetTokenHistoryQuery(
    tokenId,
    subscriptionCacheOptions(cachePolicy.activity),
  );
  return (
    <Card className="flex flex-col gap-3 p-4 md:p-5" role="region" aria-label="History">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <History aria-hidden="true" className="size-4 text-primary" />
        History
      </h2>
      {isLoading ? (
        <SkeletonLines lines={['h-5 w-1/2', 'h-12', 'h-12', 'h-12']} />
      ) : error || !data ? (
        <ErrorState
          className="py-5"
          message={`Failed to load the history. ${readableError(error)}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <HeldFor owner={data.owner} heldSince={data.heldSince} />
          {data.items.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">{HISTORY_EMPTY_TEXT}</p>
          ) : (
            <ol aria-label="History, newest first" className="relative flex flex-col border-l border-border pl-5">
              {data.items.map((item) => (
                <li
                  key={item.id}
                  data-testid="history-item"
                  data-kind={item.kind}
                  className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-2.5"
                >
                  <span
                    aria-hidden="true"
                    className="absolute top-4 -left-[1.6rem] size-2.5 rounded-full border-2 border-background bg-primary"
                  />
                  <ActivityKindLabel kind={item.kind} />
                  <span className="text-right">
                    <ActivityPrice kas={item.priceKas} usd={item.priceUsd} />
                  </span>
                  <ActivityParties from={item.from} to={item.to} />
                  <ActivityTime at={item.at} className="text-right text-xs text-muted-foreground" />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Card>
  );
}
