import { api, cachePolicy, endpointCacheOptions, nullOn401 } from '@nacho/api';
import type { DailyLimit, HallOfFameTop, LikeStatus } from '@nacho/contracts';

export const contestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopLikedNfts: build.query<HallOfFameTop & { month?: number; year?: number }, number>({
      query: (limit) => `/api/hall-of-fame/top?limit=${limit}`,
      ...endpointCacheOptions(cachePolicy.hallOfFameTop),
    }),
    /** null when signed out. */
    getLikeLimit: build.query<DailyLimit | null, void>({
      queryFn: nullOn401<DailyLimit>(() => '/api/likes/user/limit'),
      ...endpointCacheOptions(cachePolicy.likeLimit),
    }),
    getNftLikes: build.query<LikeStatus, number>({ query: (tokenId) => `/api/likes/nft/${tokenId}` }),
  }),
});

export { useGetHallOfFameHistoryQuery } from '@nacho/api';
export const { useGetTopLikedNftsQuery, useGetLikeLimitQuery, useGetNftLikesQuery } = contestApi;
