import { api, cachePolicy, endpointCacheOptions, fixedBackoff } from '@nacho/api';
import type {
  HolderStats,
  HoldersPage,
  HoldersPageArgs,
  NftDetail,
  SpecialNftLists,
  SyncStatus,
  Token,
  TraitStats,
  WalletPage,
  WalletPageArgs,
} from './explorer-types';

type Envelope<T> = { message: string; result: T };
const unwrap = <T>(reply: Envelope<T>) => reply.result;

/** `{Head: ['crown'], Mood: ['happy','sleepy']}` -> `Head=crown,Mood=happy,Mood=sleepy` (the service's traits query). */
export function traitsQuery(traits: Record<string, string[]> | undefined): string | undefined {
  const pairs = Object.entries(traits ?? {}).flatMap(([type, values]) => values.map((v) => `${type}=${v}`));
  return pairs.length ? pairs.join(',') : undefined;
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** One retry after 500 ms for the NFT page's single call. */
export const NFT_DETAIL_RETRY = { maxRetries: 1, backoff: fixedBackoff(500) };

/** Every read the explorer screens make. Lists are filtered, sorted and paged by the nft service. */
export const explorerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSyncStatus: build.query<SyncStatus, void>({
      query: () => '/api/nft/sync-status',
      transformResponse: unwrap<SyncStatus>,
    }),
    getHolderStats: build.query<HolderStats, void>({
      query: () => '/api/nft/holders',
      transformResponse: unwrap<HolderStats>,
      ...endpointCacheOptions(cachePolicy.holders),
    }),
    getHoldersPage: build.query<HoldersPage, HoldersPageArgs>({
      query: ({ page, pageSize, sort, direction, search }) =>
        withQuery('/api/nft/holders/page', { page, pageSize, sort, direction, search: search?.trim() }),
      transformResponse: unwrap<HoldersPage>,
      ...endpointCacheOptions(cachePolicy.holders),
    }),
    getTraitStats: build.query<TraitStats, void>({
      query: () => '/api/nft/trait-stats',
      transformResponse: unwrap<TraitStats>,
      ...endpointCacheOptions(cachePolicy.traitStats),
    }),
    getSpecialNfts: build.query<SpecialNftLists, void>({
      query: () => '/api/nft/special',
      transformResponse: (reply: { specialNFTs: SpecialNftLists }) => reply.specialNFTs,
      ...endpointCacheOptions(cachePolicy.specialNfts),
    }),
    getWalletPage: build.query<WalletPage, WalletPageArgs>({
      query: ({ address, page, pageSize, sort, direction, traits, listed }) =>
        withQuery(`/api/nft/wallets/${encodeURIComponent(address)}`, {
          page,
          pageSize,
          sort,
          direction,
          traits: traitsQuery(traits),
          listed: listed ? 1 : undefined,
        }),
      transformResponse: unwrap<WalletPage>,
      ...endpointCacheOptions(cachePolicy.traitSearch),
    }),
    getToken: build.query<Token, number>({
      query: (tokenId) => `/api/nft/tokens/${tokenId}`,
      transformResponse: unwrap<Token>,
      ...endpointCacheOptions(cachePolicy.tokens),
    }),
    getNftDetail: build.query<NftDetail, number>({
      query: (tokenId) => `/api/nft/nfts/${tokenId}/detail`,
      transformResponse: unwrap<NftDetail>,
      ...endpointCacheOptions(cachePolicy.rarityRanks),
      // The whole page waits on this call: one quick retry, so a failure shows within about 2 s
      // instead of after three exponential backoffs (up to ~7 s of skeleton).
      extraOptions: NFT_DETAIL_RETRY,
    }),
    /**
     * The nft service's picture of an NFT as SVG text, for a first view that carries it inline
     * (nft-detail/embedded-picture.ts); null when it is not an SVG of a sensible size. Asked for by
     * the server render only: the browser shows the picture by its URL.
     */
    getNftPicture: build.query<string | null, number>({
      query: (tokenId) => `/api/nft/image/${tokenId}.svg`,
      transformResponse: (reply: unknown) => (isInlinablePicture(reply) ? reply : null),
    }),
  }),
});

/** Longest SVG a page carries inline (twice: in its markup and its data); the service's are 4-6 KB. */
export const INLINE_PICTURE_MAX_CHARS = 16_000;

function isInlinablePicture(reply: unknown): reply is string {
  return typeof reply === 'string' && reply.length <= INLINE_PICTURE_MAX_CHARS && reply.startsWith('<svg');
}

export const {
  useGetSyncStatusQuery,
  useGetHolderStatsQuery,
  useGetHoldersPageQuery,
  useGetTraitStatsQuery,
  useGetSpecialNftsQuery,
  useGetWalletPageQuery,
  useGetTokenQuery,
  useLazyGetTokenQuery,
  useGetNftDetailQuery,
  useLazyGetWalletPageQuery,
} = explorerApi;

/** Hall of Fame reads are shared with the contest remote, so they live in @nacho/api. */
export { useGetHallOfFameHistoryQuery, useGetNftOfTheMonthQuery } from '@nacho/api';
