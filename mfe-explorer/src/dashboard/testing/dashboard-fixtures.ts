/* Replies in the services' real shapes (services/nft/src/schemas, services/contest hall-of-fame routes). */
import { TRAIT_VALUE_COUNTS } from '@nacho/domain';
import type { HolderStats, SpecialNftLists, SyncStatus, TraitStats } from '../../api/explorer-types';
import type { MarketDashboardStats, MarketHistory } from '../../market/market-types';
import { success, type FakeApi, type FakeRoute } from './fake-api';
import { ITEMS, page } from '../../activity/testing/activity-fixtures';

const address = (n: number) => `kaspa:qq${String(n).padStart(4, '0')}${'x'.repeat(52)}`;

export const HOLDER_STATS: HolderStats = {
  uniqueHolders: 1592,
  avgHoldings: 6.28140703517588,
  topHolderCount: 490,
  totalStakingPower: 115510418,
  highestWalletPower: 6969535,
  avgWalletPower: 72556.79522613065,
  topHolders: [
    { address: address(1), count: 490, percentage: 4.9 },
    { address: address(2), count: 239, percentage: 2.39 },
    { address: address(3), count: 223, percentage: 2.23 },
    { address: address(4), count: 214, percentage: 2.1399999999999997 },
    { address: address(5), count: 177, percentage: 1.77 },
    { address: address(6), count: 171, percentage: 1.71 },
  ],
};

export const READY: SyncStatus = {
  phase: 'done',
  done: 10000,
  total: 10000,
  percent: 100,
  collectionVersion: 1,
  startedAt: 1,
  finishedAt: 2,
  lastError: null,
  metadataMissing: 0,
  ready: true,
  lastSuccessAt: 2,
  lastFailureAt: null,
  failingSince: null,
  syncIntervalMinutes: 10,
  stale: false,
};

const specials = (ids: number[]) =>
  ids.map((tokenId, i) => ({ tokenId, rarityRank: i + 1, name: `NACHO #${tokenId}` }));
export const SPECIALS: SpecialNftLists = {
  unique: specials([11, 22, 33, 44, 55, 66, 77, 88, 99, 111]),
  rare: specials(Array.from({ length: 50 }, (_, i) => 1000 + i)),
};

const traitValues = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 10, percentage: 0.1 }));
export const TRAIT_STATS: TraitStats = {
  totalNfts: 10000,
  traitStats: Object.entries(TRAIT_VALUE_COUNTS).map(([name, n]) => ({ name, values: traitValues(n) })),
};

export const MARKET: MarketDashboardStats = {
  timeFrame: '1d',
  floorPrice: 1250.5,
  volume24h: 98765.4321,
  volumeUsd: null,
  avgPrice: 1500,
  highestPrice: 9800,
  totalSales: 42,
  uniqueBuyers: 31,
  uniqueSellers: 29,
  floorPriceChange: 12.345,
  volumeChange: -4.04,
  listingFloor: null,
  asOf: Date.UTC(2026, 10, 23, 12, 0),
  sourceAnsweredAt: Date.UTC(2026, 10, 23, 12, 0),
  sourceFailingSince: null,
};

const HOUR = 3_600_000;
export const MARKET_HISTORY: MarketHistory = {
  timeFrame: '1d',
  days: 30,
  points: [0, 1, 2, 3].map((i) => ({
    at: MARKET.asOf - (3 - i) * 24 * HOUR,
    floorPrice: 1100 + 50 * i,
    volumeKas: 40_000 + 10_000 * i,
    totalSales: 30 + i,
  })),
};

/** A dashboard whose every read answers; the market service is missing, as it is today. */
export function dashboardRoutes(): Record<string, FakeRoute> {
  return {
    '/api/nft/sync-status': success(READY),
    '/api/nft/holders': success(HOLDER_STATS),
    '/api/nft/special': { body: { message: 'success', specialNFTs: SPECIALS } },
    '/api/nft/trait-stats': success(TRAIT_STATS),
    '/api/hall-of-fame/nft-of-the-month': { body: { nft: null } },
    '/api/hall-of-fame/history': { body: [] },
    '/api/hall-of-fame/visibility': { body: { visible: true } },
    '/api/nft/activity': success(page(ITEMS)),
  };
}

export function routeMarket(api: FakeApi): void {
  api.route('/api/market/dashboard-stats', { body: { result: MARKET } });
  api.route('/api/market/history', { body: { result: MARKET_HISTORY } });
}
