import { hallOfFameReadsApi, type RouteFirstReads } from '@nacho/api';
import { DEFAULT_TIME_FRAME, PAGE_SIZES } from '@nacho/domain';
import { activityApi } from '../activity/activity-api';
import { activityArgs, readActivityView } from '../activity/activity-view-state';
import { LATEST_ACTIVITY_ROWS } from '../activity/latest-activity-card';
import { explorerApi } from '../api/explorer-api';
import { marketApi } from '../market/market-api';
import { parseTokenIdParam } from '../nft-detail/parse-token-id';
import { readHoldersView } from '../holders/holders-view-state';
import { DEFAULT_WALLET_VIEW, readWalletView, walletPageArgs } from '../wallet/wallet-view-state';

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
    dispatch(activityApi.endpoints.getLatestActivity.initiate(LATEST_ACTIVITY_ROWS, once)),
  ]);

/** Every explorer screen shows "Data as of ..." above it (freshness/collection-freshness.tsx). */
const syncStatus = (dispatch: Parameters<RouteFirstReads>[0]) =>
  dispatch(explorerApi.endpoints.getSyncStatus.initiate(undefined, once));

export const nftPageFirstReads: RouteFirstReads = (dispatch, params, _search, where = 'browser') => {
  const tokenId = parseTokenIdParam(params.tokenId ?? '');
  // An id the page rejects shows its not-found state without asking.
  if (tokenId === null) return Promise.resolve();
  return settled([
    dispatch(explorerApi.endpoints.getNftDetail.initiate(tokenId, once)),
    // The History timeline (issue 38): with the page, not a second round trip after it.
    dispatch(activityApi.endpoints.getTokenHistory.initiate(tokenId, once)),
    syncStatus(dispatch),
    // The picture, the page's largest paint, inline in the first view: on a phone its own request
    // would start only once the HTML is parsed, a round trip after it (BENCHMARKS.md, issue 37).
    ...(where === 'server' ? [dispatch(explorerApi.endpoints.getNftPicture.initiate(tokenId, once))] : []),
  ]);
};

export const walletFirstReads: RouteFirstReads = (dispatch, params, search) => {
  const address = params.address ?? '';
  const view = readWalletView(search);
  const reads = [
    dispatch(explorerApi.endpoints.getWalletPage.initiate(walletPageArgs(address, view), once)),
    // The header's value estimate, asked with the address as the wallet reply spells it (lower case).
    dispatch(activityApi.endpoints.getWalletValue.initiate(address.toLowerCase(), once)),
  ];
  // With filters on, the Trait Analysis tab still describes the whole wallet (wallet-screen.tsx).
  if (Object.keys(view.filters).length > 0 || view.listedOnly)
    reads.push(
      dispatch(
        explorerApi.endpoints.getWalletPage.initiate(
          walletPageArgs(address, { ...DEFAULT_WALLET_VIEW, page: 1 }),
          once,
        ),
      ),
    );
  return settled([...reads, syncStatus(dispatch)]);
};

export const traitsFirstReads: RouteFirstReads = (dispatch) =>
  settled([dispatch(explorerApi.endpoints.getTraitStats.initiate(undefined, once)), syncStatus(dispatch)]);

export const allHoldersFirstReads: RouteFirstReads = (dispatch, _params, search) => {
  const view = readHoldersView(search);
  return settled([
    dispatch(
      explorerApi.endpoints.getHoldersPage.initiate(
        {
          page: view.page,
          pageSize: PAGE_SIZES.holders,
          sort: view.sort,
          direction: view.direction,
          search: view.search || undefined,
        },
        once,
      ),
    ),
    syncStatus(dispatch),
  ]);
};

/** The feed's first page for the filters in the URL, and the trait values its filter offers. */
export const activityFirstReads: RouteFirstReads = (dispatch, _params, search) =>
  settled([
    dispatch(activityApi.endpoints.getActivityFeed.initiate(activityArgs(readActivityView(search)), once)),
    dispatch(explorerApi.endpoints.getTraitStats.initiate(undefined, once)),
  ]);
