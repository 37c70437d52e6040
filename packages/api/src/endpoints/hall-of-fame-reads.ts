import { api } from '../api';
import { cachePolicy, endpointCacheOptions } from '../cache-policy';
import type { HallOfFameEntry, NftOfTheMonthReply } from '@nacho/contracts';

/**
 * Hall of Fame reads used by more than one remote (the explorer's dashboard and the contest
 * screens): defined once here so every remote shares one endpoint and one cache entry.
 */
export const hallOfFameReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNftOfTheMonth: build.query<NftOfTheMonthReply, void>({
      query: () => '/api/hall-of-fame/nft-of-the-month',
      providesTags: ['NftOfTheMonth'],
      ...endpointCacheOptions(cachePolicy.nftOfTheMonth),
    }),
    getHallOfFameHistory: build.query<HallOfFameEntry[], void>({
      query: () => '/api/hall-of-fame/history',
      providesTags: ['HallOfFameHistory'],
      ...endpointCacheOptions(cachePolicy.hallOfFameHistory),
    }),
    /** The admin's server-side switch: when false, every public contest screen shows HALL_OF_FAME_HIDDEN_MESSAGE. */
    getHallOfFameVisibility: build.query<{ visible: boolean }, void>({
      query: () => '/api/hall-of-fame/visibility',
      providesTags: ['HallOfFameVisibility'],
    }),
  }),
});

export const { useGetNftOfTheMonthQuery, useGetHallOfFameHistoryQuery, useGetHallOfFameVisibilityQuery } =
  hallOfFameReadsApi;

/** The one text every public screen shows while the admin hides the Hall of Fame. */
export const HALL_OF_FAME_HIDDEN_MESSAGE = 'The Hall of Fame is currently hidden. Check back soon.';

/**
 * The Hall of Fame's visibility for a public screen: `hidden` only once the server said so (an
 * unanswered or failed read shows the contest, as before the switch existed); `known` once it answered.
 */
export function useHallOfFameHidden(): { hidden: boolean; known: boolean } {
  const { data, isError } = useGetHallOfFameVisibilityQuery();
  return { hidden: data?.visible === false, known: data !== undefined || isError };
}
