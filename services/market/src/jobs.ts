/**
 * What the worker runs for the market (snapshots and their backfill), without the HTTP layer:
 * importing this entry loads no Koa and no router (the eslint rule for services/worker holds the
 * worker to it).
 */
export {
  writeMarketSnapshot,
  hasSnapshotFor,
  backfillMarketHistory,
  type SnapshotOptions,
  type SnapshotResult,
} from './snapshots/write-snapshot';
export { slotStart, SNAPSHOT_SLOT_MS } from './snapshots/slot';
export { latestSourceHealth, nextSourceHealth, type SourceHealth } from './snapshots/source-health';
