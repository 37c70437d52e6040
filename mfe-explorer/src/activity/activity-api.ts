import { api, cachePolicy, endpointCacheOptions } from '@nacho/api';
import type { TraitFilters } from '@nacho/domain';
import { traitsQuery } from '../api/explorer-api';
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

/** The wallet's estimate and its rule: what the page shows of /value (not each NFT's value). */
export type WalletValueSummary = Omit<WalletValue, 'items'>;

/** The filters of the activity feed; every field optional (no filter = everything). */
export interface ActivityFilters {
  kinds: ActivityKind[];
  /** Trait type -> accepted values: several values of one type OR, types AND (the wallet page's facets). */
  traits: TraitFilters;
  minPrice?: number;
  maxPrice?: number;
  wallet?: string;
}

export interface ActivityArgs extends ActivityFilters {
  limit: number;
}

/** The query string of GET /api/nft/activity (repeated kind=, traits as on the wallet read). */
export function activityQuery({ kinds, traits, minPrice, maxPrice, wallet, limit }: ActivityArgs, cursor?: string) {
  const q = new URLSearchParams();
  for (const kind of kinds) q.append('kind', kind);
  const pairs = traitsQuery(traits);
  if (pairs) q.set('traits', pairs);
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
      query: (limit) => activityQuery({ kinds: [], traits: {}, limit }),
      transformResponse: unwrap<ActivityPage>,
      providesTags: ['Activity'],
      ...activityCache,
    }),
    getTokenHistory: build.query<TokenHistory, number>({
      query: (tokenId) => `/api/nft/nfts/${tokenId}/history`,
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
    getWalletValue: build.query<WalletValueSummary, string>({
      query: (address) => `/api/nft/wallets/${encodeURIComponent(address)}/value`,
      // Each NFT's value stays out of the cache: a 490-NFT wallet's list was 30 KB of a first view's
      // embedded state (the RTK Query cache) that no screen reads.
      transformResponse: (reply: Envelope<WalletValue>): WalletValueSummary => {
        const { items: _perNft, ...summary } = reply.result;
        return summary;
      },
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
