import { api, cachePolicy, endpointCacheOptions } from '@nacho/api';
import type { TimeFrame } from '@nacho/domain';
import type { MarketDashboardStats, MarketHistory } from './market-types';

type Result<T> = { result: T };

/** The market reads: dashboard figures per frame and the chart series (a token's sales are in its History). */
export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketDashboardStats: build.query<MarketDashboardStats, TimeFrame>({
      query: (timeFrame) => `/api/market/dashboard-stats?timeFrame=${timeFrame}`,
      transformResponse: (reply: Result<MarketDashboardStats>) => reply.result,
      ...endpointCacheOptions(cachePolicy.marketStats),
    }),
    getMarketHistory: build.query<MarketHistory, { timeFrame: TimeFrame; days: number }>({
      query: ({ timeFrame, days }) => `/api/market/history?timeFrame=${timeFrame}&days=${days}`,
      transformResponse: (reply: Result<MarketHistory>) => reply.result,
      ...endpointCacheOptions(cachePolicy.marketStats),
    }),
  }),
});

export const { useGetMarketDashboardStatsQuery, useGetMarketHistoryQuery } = marketApi;
