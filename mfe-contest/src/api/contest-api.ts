import { api, cachePolicy, endpointCacheOptions, nullOn401 } from '@nacho/api';
import type { DailyLimit, HallOfFameTop, LikeStatus, MonthReport } from '@nacho/contracts';

/** GET /api/likes/user/limit as the contest service answers it: also the contest zone and the countdown text. */
export type ContestDailyLimit = DailyLimit & { timeRemaining?: string; contestTz?: string };
/** POST/DELETE /api/likes/nft/{id}: the month's count, the new state and the user's allowance. */
export type LikeChangeReply = ContestDailyLimit & { likeCount: number; liked: boolean };
/** GET /api/hall-of-fame/top: also the month it ranks, when that month ends and the contest zone. */
export type ContestTop = HallOfFameTop & { month?: number; year?: number; monthEndsAt?: number; contestTz?: string };

export const contestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopLikedNfts: build.query<ContestTop, number>({
      query: (limit) => `/api/hall-of-fame/top?limit=${limit}`,
      providesTags: ['HallOfFameTop'],
      ...endpointCacheOptions(cachePolicy.hallOfFameTop),
    }),
    /**
     * GET /api/hall-of-fame/months/{year}/{month}: a month's standings, outcome, moderation and
     * exports. Refreshed by what changes them: a like (HallOfFameTop) and the operator's changes.
     */
    getMonthReport: build.query<MonthReport, { year: number; month: number }>({
      query: ({ year, month }) => `/api/hall-of-fame/months/${year}/${month}`,
      providesTags: ['HallOfFameTop', 'HallOfFameHistory'],
      ...endpointCacheOptions(cachePolicy.hallOfFameTop),
    }),
    /** null when signed out. */
    getLikeLimit: build.query<ContestDailyLimit | null, void>({
      queryFn: nullOn401<ContestDailyLimit>(() => '/api/likes/user/limit'),
      providesTags: ['LikeLimit'],
      ...endpointCacheOptions(cachePolicy.likeLimit),
    }),
    /** The admin's server-side switch: when false, visitors see a notice instead of the Hall of Fame. */
    getHallOfFameVisibility: build.query<{ visible: boolean }, void>({
      query: () => '/api/hall-of-fame/visibility',
      providesTags: ['HallOfFameVisibility'],
    }),
    getNftLikes: build.query<LikeStatus, number>({
      query: (tokenId) => `/api/likes/nft/${tokenId}`,
      providesTags: (_r, _e, tokenId) => [{ type: 'LikeStatus', id: tokenId }],
    }),
    setLike: build.mutation<LikeChangeReply, { tokenId: number; like: boolean }>({
      query: ({ tokenId, like }) => ({ url: `/api/likes/nft/${tokenId}`, method: like ? 'POST' : 'DELETE' }),
      // Optimistic: the heart flips at once; the reply's count replaces the guess, a failure undoes it.
      async onQueryStarted({ tokenId, like }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contestApi.util.updateQueryData('getNftLikes', tokenId, (draft) => {
            draft.liked = like;
            draft.count = Math.max(0, draft.count + (like ? 1 : -1));
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(contestApi.util.upsertQueryData('getNftLikes', tokenId, { liked: data.liked, count: data.likeCount }));
          const { dailyLikesUsed, dailyLikeLimit, remainingLikes, nextReset, contestTz } = data;
          dispatch(contestApi.util.upsertQueryData('getLikeLimit', undefined, { dailyLikesUsed, dailyLikeLimit, remainingLikes, nextReset, contestTz }));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? ['HallOfFameTop'] : ['LikeLimit']),
    }),
  }),
});

export { useGetHallOfFameHistoryQuery, useGetNftOfTheMonthQuery } from '@nacho/api';
export const { useGetTopLikedNftsQuery, useGetMonthReportQuery, useGetHallOfFameVisibilityQuery, useGetLikeLimitQuery, useGetNftLikesQuery, useSetLikeMutation } = contestApi;
