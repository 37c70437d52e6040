import type Router from '@koa/router';
import { createMarketRouter } from './routes/create-market-router';
import type { MarketRouterDeps } from './routes/market-deps';

/** /api/market/*: dashboard stats per time frame, history series, token sales, history reset. */
export function createMarketRouters(deps: MarketRouterDeps): Router[] {
  return [createMarketRouter(deps)];
}
export type { MarketRouterDeps } from './routes/market-deps';
export { buildMarketOpenApiDocument, MARKET_PREFIX } from './routes/openapi-document';
export {
  writeMarketSnapshot,
  hasSnapshotFor,
  backfillMarketHistory,
  resetMarketHistory,
  type SnapshotOptions,
  type SnapshotResult,
} from './snapshots/write-snapshot';
export { slotStart, SNAPSHOT_SLOT_MS } from './snapshots/slot';
export { latestSourceHealth, nextSourceHealth, type SourceHealth } from './snapshots/source-health';
export { allFrameStats, frameStats, windowFigures, type FrameStats, type SaleForStats } from './stats/frame-stats';
export { marketFingerprint } from './data-version';
