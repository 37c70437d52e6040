import { api, authApi, cachePolicy, endpointCacheOptions, keepReceipt, nullOn401 } from '@nacho/api';
import type { DailyLimit, HallOfFameTop, LikeReceipt, LikeStatus, MonthReport, RankingsPage } from '@nacho/contracts';

export type RankingsPageArgs = { limit: number; offset: number; sort: 'desc' | 'asc'; q: string };

/** GET /api/likes/user/limit as the contest service answers it: also the contest zone and the countdown text. */
export type ContestDailyLimit = Omit<DailyLimit, 'timeRemaining' | 'contestTz'> & {
  timeRemaining?: string;
  contestTz?: string;
};
/** POST/DELETE /api/likes/nft/{id}: the month's count, the new state and the user's allowance. */
export type LikeChangeReply = ContestDailyLimit & { likeCount: number; liked: boolean; receipt?: LikeReceipt };
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
     * GET /api/hall-of-fame/rankings: one page of every NFT liked this month, searched and sorted on
     * the server. Live like events read it again (HallOfFameTop) rather than patch it.
     */
    getRankingsPage: build.query<RankingsPage, RankingsPageArgs>({
      query: ({ limit, offset, sort, q }) => {
        const params = new URLSearchParams({ limit: String(limit), offset: String(offset), sort });
        if (q.trim()) params.set('q', q.trim());
        return `/api/hall-of-fame/rankings?${params.toString()}`;
      },
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
    getNftLikes: build.query<LikeStatus, number>({
      query: (tokenId) => `/api/likes/nft/${tokenId}`,
      providesTags: (_r, _e, tokenId) => [{ type: 'LikeStatus', id: tokenId }],
    }),
    setLike: build.mutation<LikeChangeReply, { tokenId: number; like: boolean }>({
      query: ({ tokenId, like }) => ({ url: `/api/likes/nft/${tokenId}`, method: like ? 'POST' : 'DELETE' }),
      // Optimistic: the heart flips at once; the reply's count replaces the guess, a failure undoes it.
      async onQueryStarted({ tokenId, like }, { dispatch, getState, queryFulfilled }) {
        const patch = dispatch(
          contestApi.util.updateQueryData('getNftLikes', tokenId, (draft) => {
            draft.liked = like;
            draft.count = Math.max(0, draft.count + (like ? 1 : -1));
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // The like's signed receipt stays in this browser for "My likes" and the month's verifier.
          const user = authApi.endpoints.getCurrentUser.select()(getState() as never).data;
          if (data.receipt && user) keepReceipt(user.id, data.receipt);
          dispatch(
            contestApi.util.upsertQueryData('getNftLikes', tokenId, { liked: data.liked, count: data.likeCount }),
          );
          const { dailyLikesUsed, dailyLikeLimit, remainingLikes, nextReset, contestTz } = data;
          dispatch(
            contestApi.util.upsertQueryData('getLikeLimit', undefined, {
              dailyLikesUsed,
              dailyLikeLimit,
              remainingLikes,
              nextReset,
              contestTz,
            }),
          );
        } catch (failure) {
          patch.undo();
          // Liked meanwhile elsewhere (another tab): the server's state, not ours, is shown.
          if ((failure as { error?: { code?: string } }).error?.code === 'already_liked') {
            dispatch(contestApi.util.invalidateTags([{ type: 'LikeStatus', id: tokenId }, 'HallOfFameTop']));
          }
        }
      },
      invalidatesTags: (result) => (result ? ['HallOfFameTop'] : ['LikeLimit']),
    }),
  }),
});

export {
  useGetHallOfFameHistoryQuery,
  useGetHallOfFameVisibilityQuery,
  useGetNftOfTheMonthQuery,
  useHallOfFameHidden,
} from '@nacho/api';
export const {
  useGetTopLikedNftsQuery,
  useGetRankingsPageQuery,
  useGetMonthReportQuery,
  useGetLikeLimitQuery,
  useGetNftLikesQuery,
  useSetLikeMutation,
} = contestApi;
