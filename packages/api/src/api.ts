import type { Action } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { DEFAULT_KEEP_UNUSED_SECONDS } from './cache-policy';
import { isServerRenderHydration } from './server-render-hydration';

/** Cache tags shared by every remote, so one remote's mutation can refresh another's reads. */
export const API_TAG_TYPES = [
  'CollectionInfo',
  'SyncStatus',
  'Tokens',
  'Token',
  'Wallet',
  'Metadata',
  'Holders',
  'StakingPowers',
  'RarityRank',
  'Traits',
  'TraitStats',
  'SpecialNfts',
  'TraitSearch',
  'MarketStats',
  'Activity',
  'AuthUser',
  'LikeStatus',
  'LikeLimit',
  'HallOfFameTop',
  'NftOfTheMonth',
  'HallOfFameHistory',
  'AdminSession',
  'AdminStats',
  'LikeLogs',
  'AuditLog',
  'HallOfFameVisibility',
  'AdminLikesPerMonth',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The one RTK Query api of the site. It has no endpoints of its own: each remote adds its
 * endpoints with api.injectEndpoints({ endpoints: (build) => ({...}) }).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: DEFAULT_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
  // The data a server render embedded in the page (server-render-state.ts).
  extractRehydrationInfo: (action: Action) => (isServerRenderHydration(action) ? (action.payload as never) : undefined),
});

export type Api = typeof api;
