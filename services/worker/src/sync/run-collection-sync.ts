import type { Config, Db, Logger } from '@nacho/core';
import { createCollectionSource } from '../sources/create-collection-source';
import type { CollectionSource } from '../sources/types';
import { storeCollectionInfo } from './collection-info';
import { computeDerivedTables, storeDerivedTables } from './derive';
import { fetchMissingMetadata, type MetadataFetchResult } from './metadata';
import { createProgressReporter } from './progress';
import { storeNewSales } from './sales';
import { claimSyncLease, finishSync, readSyncStatus } from './sync-state';
import { syncTokens, type TokenSyncResult } from './tokens';

export interface CollectionSyncDeps {
  config: Pick<Config, 'collectionSource' | 'krc721ApiUrl' | 'krc721Network' | 'collectionTick' | 'ipfsGateways'>;
  logger: Logger;
  db: Db;
  /** Default: a new source for COLLECTION_SOURCE (the demo source generates once per instance). */
  source?: CollectionSource;
  /** Aborts the run between items (shutdown). */
  signal?: AbortSignal;
  /** Metadata fetches in flight; default 16. */
  metadataConcurrency?: number;
  /** Least time between progress writes; default 250 ms. */
  progressIntervalMs?: number;
  /** A run that has not written progress for this long is considered dead; default 10 min. */
  staleLeaseMs?: number;
  now?: () => number;
}

export interface CollectionSyncResult {
  /** skipped: another sync holds the lease. */
  outcome: 'synced' | 'skipped';
  /** Something stored changed and collection_version went up. */
  changed: boolean;
  collectionVersion: number;
  tokens?: TokenSyncResult;
  metadata?: MetadataFetchResult;
  /** Derived rows written per table. */
  derived?: Record<string, number>;
  newSales?: number;
  durationMs: number;
}

const DEFAULTS = { metadataConcurrency: 16, progressIntervalMs: 250, staleLeaseMs: 10 * 60_000 };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The collection-sync job: collection info -> tokens and owners -> missing metadata -> derived
 * tables (trait stats, rarity, specials, holders) -> collection_version + 1 if anything changed.
 */
export async function runCollectionSync(deps: CollectionSyncDeps): Promise<CollectionSyncResult> {
  const { db, logger, signal } = deps;
  const now = deps.now ?? Date.now;
  const startedAt = now();
  if (!(await claimSyncLease(db, startedAt, deps.staleLeaseMs ?? DEFAULTS.staleLeaseMs))) {
    logger.info('collection sync skipped: another sync is running');
    const { collectionVersion } = await readSyncStatus(db);
    return { outcome: 'skipped', changed: false, collectionVersion, durationMs: now() - startedAt };
  }
  const source = deps.source ?? createCollectionSource(deps.config);
  const progress = createProgressReporter(db, { intervalMs: deps.progressIntervalMs ?? DEFAULTS.progressIntervalMs, now });
  try {
    await progress.phase('collection', 1);
    const info = await source.fetchCollectionInfo(signal);
    const infoChanged = await storeCollectionInfo(db, info, now());
    progress.advance();

    const minted = Number(info.minted ?? info.max);
    await progress.phase('tokens', Number.isFinite(minted) ? minted : 0);
    const tokens = await syncTokens(db, source, { progress, now: now(), signal });
    const newSales = await storeNewSales(db, source, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      logger.warn({ err: error }, 'storing sales failed; the sync goes on');
      return 0;
    });
    await progress.flush();

    const metadata = await fetchMissingMetadata(db, source, info, {
      progress,
      concurrency: deps.metadataConcurrency ?? DEFAULTS.metadataConcurrency,
      now,
      logger,
      signal,
    });
    signal?.throwIfAborted();

    await progress.phase('deriving', 1);
    const tables = await computeDerivedTables(db);
    const upstreamChanged = infoChanged || tokens.inserted + tokens.updated + tokens.removed > 0 || metadata.fetched > 0;
    const metadataNote = metadata.failed || metadata.skipped
      ? `metadata: ${metadata.failed} of ${metadata.needed} failed, ${metadata.skipped} left for the next sync (last: ${metadata.lastFailure})`
      : null;
    const { derived, changed, collectionVersion } = await db.transaction(async (trx) => {
      const written = await storeDerivedTables(trx, tables);
      const anyChange = upstreamChanged || Object.values(written).some((n) => n > 0);
      const version = await finishSync(
        trx,
        { phase: 'done', done: tokens.listed, total: tokens.listed, lastError: metadataNote, bumpVersion: anyChange },
        now(),
      );
      return { derived: written, changed: anyChange, collectionVersion: version };
    });
    const result: CollectionSyncResult = {
      outcome: 'synced', changed, collectionVersion, tokens, metadata, derived, newSales, durationMs: now() - startedAt,
    };
    logger.info({ source: source.name, ...result }, 'collection sync finished');
    return result;
  } catch (error) {
    await progress.flush().catch(() => undefined);
    const reason = signal?.aborted ? `interrupted: ${message(signal.reason)}` : message(error);
    await finishSync(
      db,
      { phase: 'error', done: progress.current.done, total: progress.current.total, lastError: reason, bumpVersion: false },
      now(),
    ).catch((writeError: unknown) => logger.error({ err: writeError }, 'could not record the sync failure'));
    logger.error({ err: error, source: source.name }, 'collection sync failed');
    throw error;
  }
}
