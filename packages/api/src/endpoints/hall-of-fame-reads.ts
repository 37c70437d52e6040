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
  }),
});

export const { useGetNftOfTheMonthQuery, useGetHallOfFameHistoryQuery } = hallOfFameReadsApi;
