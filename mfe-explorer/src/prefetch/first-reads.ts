import { hallOfFameReadsApi, type RouteFirstReads } from '@nacho/api';
import { DEFAULT_TIME_FRAME } from '@nacho/domain';
import { explorerApi } from '../api/explorer-api';
import { marketApi } from '../market/market-api';
import { parseTokenIdParam } from '../nft-detail/parse-token-id';

/**
 * The reads a page's first render asks for, started by the shell together with the page's code on
 * a first visit (the route's `firstReads`). The page's preload hints have usually fetched the
 * replies by then, so the shell can wait for these before the first render and the page shows
 * filled in one commit instead of skeletons first. Each must use the same arguments as the
 * page's hooks, or the page asks again; route-preloads.js lists the same URLs as preload hints.
 */

const once = { subscribe: false } as const;

function settled(reads: PromiseLike<unknown>[]): Promise<void> {
  return Promise.allSettled(reads).then(() => undefined);
}

export const dashboardFirstReads: RouteFirstReads = (dispatch) =>
  settled([
    dispatch(explorerApi.endpoints.getHolderStats.initiate(undefined, once)),
    dispatch(explorerApi.endpoints.getSyncStatus.initiate(undefined, once)),
    dispatch(explorerApi.endpoints.getSpecialNfts.initiate(undefined, once)),
    dispatch(explorerApi.endpoints.getTraitStats.initiate(undefined, once)),
    dispatch(hallOfFameReadsApi.endpoints.getNftOfTheMonth.initiate(undefined, once)),
    dispatch(hallOfFameReadsApi.endpoints.getHallOfFameHistory.initiate(undefined, once)),
    // The banner and the history section hide themselves while the Hall of Fame is hidden.
    dispatch(hallOfFameReadsApi.endpoints.getHallOfFameVisibility.initiate(undefined, once)),
    dispatch(marketApi.endpoints.getMarketDashboardStats.initiate(DEFAULT_TIME_FRAME, once)),
  ]);

export const nftPageFirstReads: RouteFirstReads = (dispatch, params) => {
  const tokenId = parseTokenIdParam(params.tokenId ?? '');
  // An id the page rejects shows its not-found state without asking.
  if (tokenId === null) return Promise.resolve();
  return settled([dispatch(explorerApi.endpoints.getNftDetail.initiate(tokenId, once))]);
};
