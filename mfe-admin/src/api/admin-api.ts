import { api, type ApiTagType } from '@nacho/api';
import type { DeclareWinnerBody, DeclareWinnerReply, HallOfFameEntry } from '@nacho/contracts';
import type {
  AdminContestMonth,
  AdminSession,
  AdminStatsReply,
  AuditLogPage,
  LikeLogPage,
  LikesPerMonth,
  MarketResetReply,
  RemovedLikes,
  YearMonth,
} from './admin-types';
import { withRetryAfter } from './retry-after';

export type { AdminContestMonth, AdminSession } from './admin-types';

/** What an admin change can alter, so every screen shows the new state on its next fetch. */
const CONTEST_DATA: ApiTagType[] = [
  'AdminStats',
  'LikeLogs',
  'AdminLikesPerMonth',
  'HallOfFameTop',
  'NftOfTheMonth',
  'HallOfFameHistory',
  'LikeStatus',
  'AuditLog',
];
const HISTORY_DATA: ApiTagType[] = ['HallOfFameHistory', 'NftOfTheMonth', 'HallOfFameTop', 'AuditLog'];
/**
 * The contest-months list changes with the winners (Hall of Fame history) and with the likes.
 * packages/api has no tag of its own for it, so it provides these two: every mutation that
 * invalidates either (HISTORY_DATA, CONTEST_DATA) refreshes the list as well.
 */
const CONTEST_MONTHS_TAGS: ApiTagType[] = ['HallOfFameHistory', 'AdminLikesPerMonth'];
/** Every admin read: dropped when the session opens or closes. */
const ADMIN_READS: ApiTagType[] = ['AdminStats', 'LikeLogs', 'AdminLikesPerMonth', 'AuditLog'];

const json = (method: string, url: string, body: unknown = {}) => ({ url, method, body });
type EntryVersion = Pick<HallOfFameEntry, 'id' | 'version'>;
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSession, void>({
      query: () => '/api/admin/session',
      keepUnusedDataFor: 0,
      providesTags: ['AdminSession'],
    }),
    unlockAdmin: build.mutation<{ authenticated: boolean }, string>({
      query: (passcode) => json('POST', '/api/admin/session', { passcode }),
      // A 429 lockout says in Retry-After how long the passcode form stays closed.
      transformErrorResponse: withRetryAfter,
      invalidatesTags: ['AdminSession', ...ADMIN_READS],
    }),
    lockAdmin: build.mutation<{ authenticated: boolean }, void>({
      query: () => ({ url: '/api/admin/session', method: 'DELETE' }),
      invalidatesTags: ['AdminSession', ...ADMIN_READS],
    }),

    getAdminStats: build.query<AdminStatsReply, void>({
      query: () => '/api/admin/stats',
      keepUnusedDataFor: 0,
      providesTags: ['AdminStats'],
    }),
    getLikeLogs: build.query<LikeLogPage, { search: string; page: number }>({
      query: ({ search, page }) => `/api/admin/like-logs?${new URLSearchParams({ search, page: String(page) })}`,
      keepUnusedDataFor: 0,
      providesTags: ['LikeLogs'],
    }),
    getLikesPerMonth: build.query<LikesPerMonth, void>({
      query: () => '/api/admin/likes-per-month',
      keepUnusedDataFor: 0,
      providesTags: ['AdminLikesPerMonth'],
    }),
    getAuditLog: build.query<AuditLogPage, number>({
      query: (page) => `/api/admin/audit-log?page=${page}`,
      keepUnusedDataFor: 0,
      providesTags: ['AuditLog'],
    }),
    /** Every winner, also while the Hall of Fame is hidden from visitors (the public history is empty then). */
    getAdminHallOfFameHistory: build.query<HallOfFameEntry[], void>({
      query: () => '/api/admin/hall-of-fame',
      keepUnusedDataFor: 0,
      providesTags: ['HallOfFameHistory'],
    }),
    getContestMonths: build.query<AdminContestMonth[], void>({
      query: () => '/api/admin/contest-months',
      keepUnusedDataFor: 0,
      providesTags: CONTEST_MONTHS_TAGS,
    }),

    deleteLike: build.mutation<{ deleted: number }, number>({
      query: (id) => ({ url: `/api/admin/delete-like/${id}`, method: 'DELETE' }),
      invalidatesTags: CONTEST_DATA,
    }),
    deleteAllLikes: build.mutation<RemovedLikes, void>({
      query: () => json('POST', '/api/admin/delete-all-likes'),
      invalidatesTags: CONTEST_DATA,
    }),
    resetMonthlyContest: build.mutation<RemovedLikes & YearMonth, void>({
      query: () => json('POST', '/api/admin/reset-monthly-contest'),
      invalidatesTags: CONTEST_DATA,
    }),
    deleteLikesForMonth: build.mutation<RemovedLikes & YearMonth, YearMonth>({
      query: (ym) => json('POST', '/api/admin/delete-likes-for-month', ym),
      invalidatesTags: CONTEST_DATA,
    }),
    declareWinner: build.mutation<DeclareWinnerReply, DeclareWinnerBody>({
      query: (body) => json('POST', '/api/admin/declare-winner', body),
      invalidatesTags: HISTORY_DATA,
    }),
    // Corrections name the entry version they were made on: a stale tab gets 409 entry_changed, never another winner.
    updateHallOfFameEntry: build.mutation<unknown, EntryVersion & YearMonth>({
      query: ({ id, version, month, year }) => ({
        ...json('PUT', `/api/admin/hall-of-fame/${id}`, { month, year }),
        headers: ifMatch(version),
      }),
      invalidatesTags: HISTORY_DATA,
    }),
    deleteHallOfFameEntry: build.mutation<unknown, EntryVersion>({
      query: ({ id, version }) => ({
        url: `/api/admin/hall-of-fame/${id}`,
        method: 'DELETE',
        headers: ifMatch(version),
      }),
      invalidatesTags: HISTORY_DATA,
    }),
    deleteAllHallOfFameEntries: build.mutation<{ deletedEntries: number }, void>({
      query: () => ({ url: '/api/admin/hall-of-fame', method: 'DELETE' }),
      invalidatesTags: HISTORY_DATA,
    }),
    setHallOfFameVisibility: build.mutation<{ visible: boolean }, boolean>({
      query: (visible) => json('PUT', '/api/admin/hall-of-fame-visibility', { visible }),
      // The public winner reads are empty while hidden and full once shown.
      invalidatesTags: ['HallOfFameVisibility', ...HISTORY_DATA],
    }),
    resetMarketHistory: build.mutation<MarketResetReply, void>({
      query: () => json('POST', '/api/market/reset-history'),
      invalidatesTags: ['MarketStats'],
    }),
  }),
});

export const {
  useGetAdminSessionQuery,
  useUnlockAdminMutation,
  useLockAdminMutation,
  useGetAdminStatsQuery,
  useGetLikeLogsQuery,
  useGetLikesPerMonthQuery,
  useGetAuditLogQuery,
  useGetContestMonthsQuery,
  useGetAdminHallOfFameHistoryQuery,
  useDeleteLikeMutation,
  useDeleteAllLikesMutation,
  useResetMonthlyContestMutation,
  useDeleteLikesForMonthMutation,
  useDeclareWinnerMutation,
  useUpdateHallOfFameEntryMutation,
  useDeleteHallOfFameEntryMutation,
  useDeleteAllHallOfFameEntriesMutation,
  useSetHallOfFameVisibilityMutation,
  useResetMarketHistoryMutation,
} = adminApi;
