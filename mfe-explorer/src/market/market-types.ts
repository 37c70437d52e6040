/** The market replies the explorer reads: the shared contracts of @nacho/contracts. */
export type { MarketDashboardStats, MarketHistory, MarketHistoryPoint } from '@nacho/contracts';
