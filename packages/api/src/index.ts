/*
 * @nacho/api: the one RTK Query api and the store factory (reply types are in @nacho/contracts).
 * Remotes add endpoints with api.injectEndpoints; the shell calls configureApi and createAppStore.
 */
export { api, API_TAG_TYPES, type Api, type ApiTagType } from './api';
export { configureApi, getApiBaseUrl, resolveApiUrl, type ApiConfig } from './api-config';
export { apiBaseQuery, isRetryable, normalisingBaseQuery, type ApiBaseQuery } from './base-query';
export { errorMessage, httpError, isApiError, toApiError, type ApiError } from './api-error';
export { nullOn401 } from './null-on-401';
export { keepReceipt, keptReceipts, MAX_KEPT_RECEIPTS, onKeptReceiptsChange, receiptsDownload } from './like-receipts';
export { nftImageUrl } from './nft-image-url';
export { CollectionNftImage, type CollectionNftImageProps } from './collection-nft-image';
export {
  cachePolicy,
  DEFAULT_KEEP_UNUSED_SECONDS,
  endpointCacheOptions,
  fixedBackoff,
  PROGRESSIVE_POLLING_MS,
  subscriptionCacheOptions,
  type CachePolicy,
  type CachePolicyName,
  type RetryExtraOptions,
} from './cache-policy';
export {
  createAppStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { FirstReadsSide, RouteFirstReads } from './route-first-reads';
export {
  HALL_OF_FAME_HIDDEN_MESSAGE,
  hallOfFameReadsApi,
  useGetHallOfFameHistoryQuery,
  useGetHallOfFameVisibilityQuery,
  useGetNftOfTheMonthQuery,
  useHallOfFameHidden,
} from './endpoints/hall-of-fame-reads';
export { onSignInRequest, requestSignIn, SIGN_IN_REQUEST_EVENT, type SignInRequest } from './sign-in-request';
// The sign-in endpoints and their hooks.
export * from './endpoints/auth';
export * from './endpoints/ballots';
export {
  applyCountToRanking,
  LIVE_STREAM_PATH,
  startLiveEvents,
  type LiveEvents,
  type LiveEventsOptions,
} from './live/live-events';
export {
  hydrateServerRender,
  isEmbeddableReply,
  serverRenderApiState,
  type ServerRenderApiState,
} from './server-render-hydration';
