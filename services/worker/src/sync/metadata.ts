import type { Db, Logger } from '@nacho/core';
import type { CollectionInfo, CollectionSource, NftMetadataDoc } from '../sources/types';
import { BATCH_SIZE, upsertRows } from './batch';
import { forEachConcurrently } from './concurrency';
import type { ProgressReporter } from './progress';

export interface MetadataFetchResult {
  /** Tokens without metadata when the phase began. */
  needed: number;
  fetched: number;
  /** The source has none (asked again next sync). */
  missing: number;
  failed: number;
  /** Not attempted because too many failed in a row (asked again next sync). */
  skipped: number;
  lastFailure: string | null;
}

/** This many failures in a row mean the source is down: stop and leave the rest for the next sync. */
export const CONSECUTIVE_FAILURE_LIMIT = 50;

const clip = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

function toRow(tokenId: number, doc: NftMetadataDoc, now: number) {
  return {
    token_id: tokenId,
    name: clip(doc.name, 200),
    description: doc.description,
    image: clip(doc.image, 500),
    attributes: JSON.stringify(doc.attributes),
    fetched_at: now,
  };
}

/** Ids of tokens without a metadata row, in token order. */
export async function tokensNeedingMetadata(db: Db): Promise<number[]> {
  const rows = (await db('tokens')
    .leftJoin('nft_metadata', 'tokens.token_id', 'nft_metadata.token_id')
    .whereNull('nft_metadata.token_id')
    .orderBy('tokens.token_id')
    .select('tokens.token_id')) as { token_id: number }[];
  return rows.map((r) => Number(r.token_id));
}

/**
 * Fetches metadata of the tokens that have none, `concurrency` at a time, storing it in batches
 * and counting progress per token handled (fetched, missing or failed).
 */
export async function fetchMissingMetadata(
  db: Db,
  source: CollectionSource,
  info: CollectionInfo,
  options: { progress: ProgressReporter; concurrency: number; now: () => number; logger: Logger; signal?: AbortSignal },
): Promise<MetadataFetchResult> {
  const needed = await tokensNeedingMetadata(db);
  await options.progress.phase('metadata', needed.length);
  const result: MetadataFetchResult = { needed: needed.length, fetched: 0, missing: 0, failed: 0, skipped: 0, lastFailure: null };

  let buffer: ReturnType<typeof toRow>[] = [];
  let writes: Promise<void> = Promise.resolve();
  const flush = () => {
    const rows = buffer;
    buffer = [];
    // Serialized: one batch insert at a time, in the background of the fetches.
    writes = writes.then(() => upsertRows(db, 'nft_metadata', ['token_id'], rows));
    return writes;
  };

  let failuresInARow = 0;
  await forEachConcurrently(
    needed,
    options.concurrency,
    async (tokenId) => {
      try {
        const doc = await source.fetchMetadata(tokenId, info, options.signal);
        failuresInARow = 0;
        if (doc) {
          result.fetched += 1;
          buffer.push(toRow(tokenId, doc, options.now()));
          if (buffer.length >= BATCH_SIZE) await flush();
        } else {
          result.missing += 1;
        }
      } catch (error) {
        if (options.signal?.aborted) throw error;
        failuresInARow += 1;
        result.failed += 1;
        result.lastFailure = error instanceof Error ? error.message : String(error);
        options.logger.warn({ tokenId, err: error }, 'metadata fetch failed');
      }
      options.progress.advance();
    },
    { signal: options.signal, shouldStop: () => failuresInARow >= CONSECUTIVE_FAILURE_LIMIT },
  );
  await flush();
  await options.progress.flush();
  result.skipped = result.needed - result.fetched - result.missing - result.failed;
  return result;
}
