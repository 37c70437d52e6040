import { api, cachePolicy, endpointCacheOptions } from '@nacho/api';
import type {
  ActivityKind,
  ActivityPage,
  Floors,
  HolderDistribution,
  TokenHistory,
  WalletValue,
} from '@nacho/contracts';

type Envelope<T> = { message: string; result: T };
const unwrap = <T>(reply: Envelope<T>) => reply.result;

/** The filters of the activity feed; every field optional (no filter = everything). */
export interface ActivityFilters {
  kinds: ActivityKind[];
  /** `Category:Value` pairs: several values of one category OR, categories AND (the wallet page's facets). */
  traits: string[];
  minPrice?: number;
  maxPrice?: number;
  wallet?: string;
}

export interface ActivityArgs extends ActivityFilters {
  limit: number;
}

/** The query string of GET /api/nft/activity (repeated kind= and trait=). */
export function activityQuery({ kinds, traits, minPrice, maxPrice, wallet, limit }: ActivityArgs, cursor?: string) {
  const q = new URLSearchParams();
  for (const kind of kinds) q.append('kind', kind);
  for (const trait of traits) q.append('trait', trait);
  if (minPrice !== undefined) q.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) q.set('maxPrice', String(maxPrice));
  if (wallet) q.set('wallet', wallet);
  if (cursor) q.set('cursor', cursor);
  q.set('limit', String(limit));
  return `/api/nft/activity?${q.toString()}`;
}

const activityCache = endpointCacheOptions(cachePolicy.activity);

/**
 * Issue 38's reads: the activity feed (keyset pages, newest first), a token's history, the listing
 * floors, a wallet's value and the holder distribution. The live stream's `activity` event
 * invalidates the Activity tag, so open feeds and the dashboard card read again.
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityFeed: build.infiniteQuery<ActivityPage, ActivityArgs, string>({
      query: ({ queryArg, pageParam }) => activityQuery(queryArg, pageParam || undefined),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) => last.next ?? undefined,
      },
      transformResponse: unwrap<ActivityPage>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getLatestActivity: build.query<ActivityPage, number>({
      query: (limit) => activityQuery({ kinds: [], traits: [], limit }),
      transformResponse: unwrap<ActivityPage>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getTokenHistory: build.query<TokenHistory, number>({
      query: (tokenId) => `/api/nft/tokens/${tokenId}/history`,
      transformResponse: unwrap<TokenHistory>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getFloors: build.query<Floors, void>({
      query: () => '/api/nft/floors',
      transformResponse: unwrap<Floors>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getWalletValue: build.query<WalletValue, string>({
      query: (address) => `/api/nft/wallet/${encodeURIComponent(address)}/value`,
      transformResponse: unwrap<WalletValue>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getHolderDistribution: build.query<HolderDistribution, void>({
      query: () => '/api/nft/holders/distribution',
      transformResponse: unwrap<HolderDistribution>,
      ...activityCache,
    }),
  }),
});

export const {
  useGetActivityFeedInfiniteQuery,
  useGetLatestActivityQuery,
  useGetTokenHistoryQuery,
  useGetFloorsQuery,
  useGetWalletValueQuery,
  useGetHolderDistributionQuery,
} = activityApi;
