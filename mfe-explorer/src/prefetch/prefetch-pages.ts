import { cachePolicy, type AppDispatch, type CachePolicy } from '@nacho/api';
import { explorerApi } from '../api/explorer-api';
import { lazyScreens } from '../screens/lazy-screens';
import { DEFAULT_WALLET_VIEW, walletPageArgs } from '../wallet/wallet-view-state';

/**
 * What a link's destination needs before it can show content: the screen's chunk and the reply
 * its first render asks for. Loaded ahead of a click (hover, focus, touch, or a prominent link
 * coming into view), so that the click only renders.
 */

/** Ask again only when the screen itself would refetch on mount (its policy's staleness). */
function freshness(policy: CachePolicy): { ifOlderThan?: number } {
  return typeof policy.refetchOnMountOrArgChange === 'number' ? { ifOlderThan: policy.refetchOnMountOrArgChange } : {};
}

/** A failed chunk is loaded again by the route itself on the click, which shows the error. */
function loadChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** Data saver on (Save-Data): load code ahead, but no replies the person may never look at. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function prefetchNftPage(dispatch: AppDispatch | undefined, tokenId: number): void {
  loadChunk(lazyScreens.nft);
  if (dispatch && !savesData())
    dispatch(explorerApi.util.prefetch('getNftDetail', tokenId, freshness(cachePolicy.rarityRanks)));
}

export function prefetchWalletPage(dispatch: AppDispatch | undefined, address: string): void {
  loadChunk(lazyScreens.wallet);
  if (dispatch && !savesData()) {
    dispatch(
      explorerApi.util.prefetch(
        'getWalletPage',
        walletPageArgs(address, DEFAULT_WALLET_VIEW),
        freshness(cachePolicy.traitSearch),
      ),
    );
  }
}

const scheduled = new Set<keyof typeof lazyScreens>();

/**
 * Only the chunk, once per page load, when the browser is idle: called by every link to the
 * screen as it mounts, so a list of links costs one download of code the click would need anyway.
 */
export function loadScreenWhenIdle(screen: keyof typeof lazyScreens): void {
  if (scheduled.has(screen)) return;
  scheduled.add(screen);
  const load = () => loadChunk(lazyScreens[screen]);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3_000 });
  else window.setTimeout(load, 500);
}
