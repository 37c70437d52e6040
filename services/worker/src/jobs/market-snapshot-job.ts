import type { Config, Db, Logger } from '@nacho/core';
import {
  backfillMarketHistory,
  hasSnapshotFor,
  latestSourceHealth,
  nextSourceHealth,
  SNAPSHOT_SLOT_MS,
  writeMarketSnapshot,
  type SourceHealth,
} from '@nacho/market/jobs';
import { createMarketSource } from '../sources/market/create-market-source';
import type { MarketSource } from '../sources/market/market-source';
import { storeMarketSales, type IngestResult } from '../sources/market/store-market-sales';
import type { JobDefinition } from './job-definition';

export const MARKET_SNAPSHOT_JOB = 'market-snapshot';
/** A fresh install gets this many days of hourly history computed from the stored sales. */
const BACKFILL_DAYS = 30;

export interface MarketSnapshotDeps {
  config: Pick<Config, 'marketSource' | 'kaspacomApiUrl' | 'collectionTick'>;
  logger: Logger;
  db: Db;
  /** Default: the configured one, made once. */
  source?: MarketSource;
  now?: () => number;
}

export interface MarketSnapshotResult {
  ingest: IngestResult | { error: string };
  listingFloor: number | null;
  /** What the snapshot records about the marketplace: when it last answered, since when it fails. */
  sourceHealth: SourceHealth;
  backfilled: number;
  slotAt: number;
  written: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Ingest new sales, then one market_data_history row per time frame for the current 15-minute slot.
 * A marketplace that fails leaves the snapshot to the sales already stored, and the snapshot says so:
 * it keeps the time the marketplace last answered and records since when it has been failing.
 */
export async function runMarketSnapshot(
  deps: MarketSnapshotDeps & { source: MarketSource; signal?: AbortSignal },
): Promise<MarketSnapshotResult> {
  const { db, logger, source, signal } = deps;
  const now = deps.now ?? Date.now;
  // One job runs at a time, so the newest snapshot is this run's predecessor.
  const previous = await latestSourceHealth(db);
  const attemptAt = now();
  const ingest = await storeMarketSales(db, source, attemptAt, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    logger.warn({ err: error, source: source.name }, 'market sales ingest failed; the snapshot uses the stored sales');
    return { error: message(error) };
  });
  const sourceHealth = nextSourceHealth(
    previous,
    'error' in ingest ? { ok: false, at: attemptAt } : { ok: true, at: now() },
  );
  if ('skipped' in ingest && ingest.skipped)
    logger.warn({ skipped: ingest.skipped, source: source.name }, 'unreadable market sales rows skipped');
  const listingFloor = await source.fetchListingFloor(signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    logger.warn({ err: error, source: source.name }, 'listing floor unavailable');
    return null;
  });
  const at = now();
  const backfilled = await backfillMarketHistory(db, { source: source.name, now: at, days: BACKFILL_DAYS });
  const { slotAt, written } = await writeMarketSnapshot(db, {
    source: source.name,
    now: at,
    listingFloor,
    sourceHealth,
  });
  const result = { ingest, listingFloor, sourceHealth, backfilled, slotAt, written };
  logger.info({ source: source.name, ...result }, 'market snapshot finished');
  return result;
}

/** market-snapshot: every 15 minutes, and at start when the current slot has no snapshot yet. */
export function marketSnapshotJob(deps: MarketSnapshotDeps): JobDefinition {
  const now = deps.now ?? Date.now;
  let source = deps.source;
  return {
    name: MARKET_SNAPSHOT_JOB,
    everyMs: SNAPSHOT_SLOT_MS,
    runAtStart: async () => !(await hasSnapshotFor(deps.db, now())),
    run: ({ signal }) => runMarketSnapshot({ ...deps, source: (source ??= createMarketSource(deps.config)), signal }),
  };
}
