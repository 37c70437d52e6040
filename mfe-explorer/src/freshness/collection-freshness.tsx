import type { ComponentType } from 'react';
import { DataFreshness } from '@nacho/ui';
import { useGetSyncStatusQuery } from '../api/explorer-api';

/** How often an open page asks again whether the collection data is fresh. */
export const FRESHNESS_POLLING_MS = 60_000;

/**
 * "Data as of 13:50" above every explorer screen that shows collection data, and a banner when
 * the last sync failed or is older than 3 sync intervals (GET /api/nft/sync-status). While the
 * first sync runs the screens show their progress card instead, and an unreachable status says
 * nothing: the data below stays usable either way.
 */
export function CollectionFreshness() {
  const { data } = useGetSyncStatusQuery(undefined, {
    pollingInterval: FRESHNESS_POLLING_MS,
    skipPollingIfUnfocused: true,
  });
  if (!data?.ready) return null;
  return (
    <DataFreshness
      asOf={data.lastSuccessAt}
      stale={data.stale}
      failingSince={data.failingSince}
      source="The NACHO indexer"
      intervalMinutes={data.syncIntervalMinutes}
      // The screens' own width and side padding (layout/screen-header's ScreenContainer); the screen's top padding follows.
      className="mx-auto -mb-4 max-w-7xl px-4 pt-6 md:-mb-6 md:px-6"
      testId="collection-freshness"
    />
  );
}

/** The screen with the freshness line above it (the explorer's route components). */
export function withCollectionFreshness<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function ScreenWithFreshness(props: P) {
    return (
      <>
        <CollectionFreshness />
        <Screen {...props} />
      </>
    );
  }
  ScreenWithFreshness.displayName = `WithCollectionFreshness(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return ScreenWithFreshness;
}
