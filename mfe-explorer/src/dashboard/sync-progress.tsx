import { DatabaseZap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PROGRESSIVE_POLLING_MS, useAppDispatch } from '@nacho/api';
import { COLLECTION_SIZE, formatNumber } from '@nacho/domain';
import { Card, ProgressBar } from '@nacho/ui';
import { explorerApi, useGetSyncStatusQuery } from '../api/explorer-api';
import type { SyncStatus } from '../api/explorer-types';

/**
 * Whether the collection data is ready. The status is polled every 2 s until it is. The cards
 * render while the first answer is on its way (most visits find the data ready); when a sync
 * finishes while the page is open, the collection reads are fetched again. An unreachable
 * status endpoint counts as ready: the cards then show their own states.
 */
export function useCollectionSync() {
  const dispatch = useAppDispatch();
  const known = explorerApi.endpoints.getSyncStatus.useQueryState(undefined);
  const { data, isLoading } = useGetSyncStatusQuery(undefined, {
    pollingInterval: known.data?.ready ? 0 : PROGRESSIVE_POLLING_MS,
    skipPollingIfUnfocused: false,
  });
  const ready = data ? data.ready : !isLoading;
  const sawSyncRunning = useRef(false);
  useEffect(() => {
    if (data && !data.ready) sawSyncRunning.current = true;
    else if (ready && sawSyncRunning.current) {
      sawSyncRunning.current = false;
      const refetch = { forceRefetch: true, subscribe: false } as const;
      void dispatch(explorerApi.endpoints.getHolderStats.initiate(undefined, refetch));
      void dispatch(explorerApi.endpoints.getSpecialNfts.initiate(undefined, refetch));
      void dispatch(explorerApi.endpoints.getTraitStats.initiate(undefined, refetch));
    }
  }, [data, ready, dispatch]);
  return { status: data, ready };
}

const PHASE_TEXT: Record<string, string> = {
  idle: 'Waiting for the first sync to start',
  collection: 'Reading the collection',
  tokens: 'Reading tokens and owners',
  metadata: 'Fetching metadata',
  deriving: 'Computing traits, rarity and holders',
  done: 'Finishing up',
  error: 'The sync hit an error and will retry',
};

/** "Indexing the collection: X of Y NFTs (P%)". */
export function syncProgressText(status: Pick<SyncStatus, 'done' | 'total' | 'percent'>): string {
  const total = status.total > 0 ? status.total : COLLECTION_SIZE;
  return `Indexing the collection: ${formatNumber(status.done, 0)} of ${formatNumber(total, 0)} NFTs (${formatNumber(status.percent, 1)}%)`;
}

export function SyncProgressCard({ status }: { status: SyncStatus }) {
  const total = status.total > 0 ? status.total : COLLECTION_SIZE;
  return (
    <Card role="status" aria-live="polite" className="flex flex-col gap-4 border-primary/40 bg-primary/5 p-5 md:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary"
        >
          <DatabaseZap className="size-5 animate-pulse" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold">The explorer is loading the collection</h2>
          <p className="text-sm text-muted-foreground">
            {PHASE_TEXT[status.phase] ?? 'Working'}. The stats appear here as soon as the first sync is done.
          </p>
        </div>
      </div>
      <ProgressBar value={status.done} max={total} label={syncProgressText(status)} />
      {status.lastError ? <p className="text-xs text-destructive-text">Last error: {status.lastError}</p> : null}
    </Card>
  );
}
