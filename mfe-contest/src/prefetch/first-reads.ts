import { hallOfFameReadsApi, type RouteFirstReads } from '@nacho/api';
import { PAGE_SIZES } from '@nacho/domain';
import { contestApi } from '../api/contest-api';
import { parseMonthParams } from '../shared/month-report-path';

/**
 * The reads of each contest page's first view (the routes' `firstReads`): the server render runs
 * them and embeds the replies, so the page's HTML comes filled in and the browser does not ask
 * again. Each uses the same arguments as the page's hooks, or the page would ask again.
 */

const once = { subscribe: false } as const;

const settled = (reads: PromiseLike<unknown>[]): Promise<void> => Promise.allSettled(reads).then(() => undefined);

/** Every contest page hides itself while the Hall of Fame is hidden. */
const visibility = (dispatch: Parameters<RouteFirstReads>[0]) =>
  dispatch(hallOfFameReadsApi.endpoints.getHallOfFameVisibility.initiate(undefined, once));

export const hallOfFameFirstReads: RouteFirstReads = (dispatch) =>
  settled([
    visibility(dispatch),
    dispatch(contestApi.endpoints.getTopLikedNfts.initiate(PAGE_SIZES.hallOfFameTop, once)),
    dispatch(hallOfFameReadsApi.endpoints.getNftOfTheMonth.initiate(undefined, once)),
    dispatch(hallOfFameReadsApi.endpoints.getHallOfFameHistory.initiate(undefined, once)),
  ]);

export const monthReportFirstReads: RouteFirstReads = (dispatch, params) => {
  const ym = parseMonthParams(params.year, params.month);
  return settled([
    visibility(dispatch),
    // A month the page rejects shows its not-found state without asking.
    ...(ym ? [dispatch(contestApi.endpoints.getMonthReport.initiate(ym, once))] : []),
  ]);
};

/** The first page of this month's rankings, most liked first, no search (rankings-screen.tsx's initial state). */
export const rankingsFirstReads: RouteFirstReads = (dispatch) =>
  settled([
    visibility(dispatch),
    dispatch(
      contestApi.endpoints.getRankingsPage.initiate(
        { limit: PAGE_SIZES.rankings, offset: 0, sort: 'desc', q: '' },
        once,
      ),
    ),
  ]);
