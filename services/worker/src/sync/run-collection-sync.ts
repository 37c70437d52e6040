import { setMaxListeners } from 'node:events';
import type { Config, Db, Logger } from '@nacho/core';
import { createCollectionSource } from '../sources/create-collection-source';
import type { CollectionSource } from '../sources/types';
import { startMetadataStaging, type MetadataFetchResult, type MetadataStager } from './metadata';
import { planListingChanges, type ListedStates } from './listings';
import { createProgressReporter } from './progress';
import { publishVersion } from './publish';
import { storeNewSales } from './sales';
import { finishSyncRun, startSyncRun } from '@nacho/db';
import { syncErrorMessage } from './sync-error';
import { claimSyncLease, finishSync, readSyncStatus } from './sync-state';
import { listAllTokens, planTokenChanges, type TokenSyncResult } from './tokens';

export interface CollectionSyncDeps {
  config: Pick<Config, 'collectionSource' | 'krc721ApiUrls' | 'krc721Network' | 'collectionTick' | 'ipfsGateways'>;
  logger: Logger;
  db: Db;
  /** Default: a new source for COLLECTION_SOURCE (the demo source generates once per instance). */
  source?: CollectionSource;
  /** Aborts the run between items (shutdown). */
  signal?: AbortSignal;
  /** Metadata fetches in flight; default 16. */
  metadataConcurrency?: number;
  /** Passes over failed metadata within the sync, and the pause before each; default 2 and 2 s. */
  metadataRetryPasses?: number;
  metadataRetryPauseMs?: number;
  /** Called after a sync published a new collection_version (Redis or in-process notification). */
  onPublished?: (version: number) => void | Promise<void>;
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
  /** Published tokens without metadata after this sync. */
  metadataMissing?: number;
  /** Derived rows written per table. */
  derived?: Record<string, number>;
  newSales?: number;
  durationMs: number;
}

const DEFAULTS = { metadataConcurrency: 16, progressIntervalMs: 250, staleLeaseMs: 10 * 60_000 };

function metadataNote(metadata: MetadataFetchResult, missingAfter: number): string | null {
  if (!metadata.failed && !metadata.skipped) return null;
  return `metadata: ${missingAfter} NFTs without metadata (${metadata.failed} failed after re-tries, ${metadata.skipped} not tried); the next sync fetches only those`;
}

/**
 * The collection-sync job: collection info -> the complete token list, with the metadata of each
 * listed page fetched (staged) while the walk goes on -> the rest of the missing metadata ->
 * publish: token changes, metadata, derived tables (trait stats, rarity, specials, holders) and
 * collection_version + 1 in one transaction. Any failure before publishing changes nothing readers
 * see; the next scheduled sync tries again.
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
  // Every request in flight listens for the abort: more than Node's default warning limit of 10.
  if (signal) setMaxListeners(0, signal);
  const source = deps.source ?? createCollectionSource(deps.config);
  // The run's row in sync_runs (the System tab, the freshness banner); a failure to record never fails the sync.
  const runId = await startSyncRun(db, startedAt).catch((error: unknown) => {
    logger.warn({ err: error }, 'could not record the sync run');
    return undefined;
  });
  const recordRun = (outcome: Parameters<typeof finishSyncRun>[2]) =>
    runId === undefined
      ? undefined
      : finishSyncRun(db, runId, outcome).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not record the sync run'),
        );
  try {
    const result = await syncFrom(source, deps, startedAt);
    await recordRun({ outcome: 'synced', finishedAt: now(), collectionVersion: result.collectionVersion });
    return result;
  } catch (error) {
    await recordRun({ outcome: 'failed', finishedAt: now(), error: syncErrorMessage(error, signal) });
    throw error;
  } finally {
    // A source made here is closed here; a given one belongs to the caller.
    if (!deps.source) await source.close?.();
  }
}

async function syncFrom(
  source: CollectionSource,
  deps: CollectionSyncDeps,
  startedAt: number,
): Promise<CollectionSyncResult> {
  const { db, logger, signal } = deps;
  const now = deps.now ?? Date.now;
  const progress = createProgressReporter(db, {
    intervalMs: deps.progressIntervalMs ?? DEFAULTS.progressIntervalMs,
    now,
  });
  let stager: MetadataStager | undefined;
  try {
    await progress.phase('collection', 1);
    const info = await source.fetchCollectionInfo(signal);
    progress.advance();

    const minted = Number(info.minted ?? info.max);
    await progress.phase('tokens', Number.isFinite(minted) ? minted : 0);
    stager = await startMetadataStaging(db, source, info, {
      progress,
      concurrency: deps.metadataConcurrency ?? DEFAULTS.metadataConcurrency,
      now,
      logger,
      signal,
      retryPasses: deps.metadataRetryPasses,
      retryPauseMs: deps.metadataRetryPauseMs,
    });
    const listedStates: ListedStates = new Map();
    const listed = await listAllTokens(source, progress, signal, (ids) => stager!.add(ids), listedStates);
    if (info.minted !== null && Number(info.minted) !== listed.size) {
      logger.warn(
        { minted: info.minted, listed: listed.size, source: source.name },
        "the token list and the collection info's minted count differ",
      );
    }
    const tokenChanges = await planTokenChanges(db, source.name, listed, now());
    const listingChanges = await planListingChanges(db, listedStates, new Set(listed.keys()), now());
    const newSales = await storeNewSales(db, source, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      logger.warn({ err: error }, 'storing sales failed; the sync goes on');
      return 0;
    });
    await progress.flush();

    const metadata = await stager.finish();
    signal?.throwIfAborted();

    await progress.phase('deriving', 1);
    const published = await publishVersion(db, {
      info,
      tokens: tokenChanges,
      listings: listingChanges,
      now,
      note: (missing) => metadataNote(metadata, missing),
    });
    const result: CollectionSyncResult = {
      outcome: 'synced',
      changed: published.changed,
      collectionVersion: published.collectionVersion,
      tokens: tokenChanges.result,
      metadata,
      metadataMissing: published.metadataMissing,
      derived: published.derived,
      newSales,
      durationMs: now() - startedAt,
    };
    logger.info({ source: source.name, ...result }, 'collection sync finished');
    if (published.changed) await notifyPublished(deps, published.collectionVersion);
    return result;
  } catch (error) {
    // An incomplete walk (or any failure before publishing) stops the metadata fetches; what they
    // staged stays for the next sync, nothing is published.
    await stager
      ?.abandon()
      .catch((stopError: unknown) => logger.warn({ err: stopError }, 'could not stop the metadata fetches cleanly'));
    await progress.flush().catch(() => undefined);
    await finishSync(
      db,
      {
        phase: 'error',
        done: progress.current.done,
        total: progress.current.total,
        lastError: syncErrorMessage(error, signal),
        bumpVersion: false,
      },
      now(),
    ).catch((writeError: unknown) => logger.error({ err: writeError }, 'could not record the sync failure'));
    logger.error({ err: error, source: source.name }, 'collection sync failed; the published data stays as it was');
    throw error;
  }
}

/** Tells readers about the new version; a failure here only delays them until their poll. */
async function notifyPublished(deps: CollectionSyncDeps, version: number): Promise<void> {
  try {
    await deps.onPublished?.(version);
  } catch (error) {
    deps.logger.warn({ err: error, version }, 'could not announce the new collection version');
  }
}
