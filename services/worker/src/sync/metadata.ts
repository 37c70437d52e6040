import type { Db, Logger } from '@nacho/core';
import type { Knex } from 'knex';
import pLimit from 'p-limit';
import { setTimeout as delay } from 'node:timers/promises';
import type { CollectionInfo, CollectionSource, NftMetadataDoc } from '../sources/types';
import { BATCH_SIZE, chunked, upsertRows } from './batch';
import type { ProgressReporter } from './progress';

export interface MetadataFetchResult {
  /** Listed tokens without metadata (published or staged) when the phase began. */
  needed: number;
  fetched: number;
  /** The source has none (asked again next sync). */
  missing: number;
  /** Still failing after the re-try passes (asked again next sync). */
  failed: number;
  /** Not attempted because too many failed in a row (asked again next sync). */
  skipped: number;
  /** Documents that failed at first and were fetched by a re-try pass. */
  recovered: number;
  lastFailure: string | null;
}

export interface MetadataFetchOptions {
  progress: ProgressReporter;
  concurrency: number;
  now: () => number;
  logger: Logger;
  signal?: AbortSignal;
  /** Passes over the documents that failed, after the first one; default 2. */
  retryPasses?: number;
  /** Pause before each re-try pass (lets failing gateways recover); default 2 s. */
  retryPauseMs?: number;
}

/** This many failures in a row mean the source is down: stop and leave the rest for the next sync. */
export const CONSECUTIVE_FAILURE_LIMIT = 50;

const METADATA_COLUMNS = ['token_id', 'name', 'description', 'image', 'attributes', 'fetched_at'] as const;

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

/** Of `tokenIds`, those with neither published nor staged metadata, in the given order. */
export async function tokensNeedingMetadata(db: Db, tokenIds: readonly number[]): Promise<number[]> {
  const have = new Set<number>();
  for (const table of ['nft_metadata', 'nft_metadata_staged']) {
    for (const row of (await db(table).select('token_id')) as { token_id: number }[]) have.add(Number(row.token_id));
  }
  return tokenIds.filter((id) => !have.has(id));
}

/**
 * Fetches the metadata of the listed tokens that have none, `concurrency` at a time (p-limit), into
 * nft_metadata_staged: durable across a failed sync, invisible to readers until publishing moves it.
 * Documents that fail get up to `retryPasses` more passes in this sync; what still fails is left
 * without metadata and is all the next sync fetches.
 */
export async function fetchMissingMetadata(
  db: Db,
  source: CollectionSource,
  info: CollectionInfo,
  listedIds: readonly number[],
  options: MetadataFetchOptions,
): Promise<MetadataFetchResult> {
  const needed = await tokensNeedingMetadata(db, listedIds);
  await options.progress.phase('metadata', needed.length);
  const result: MetadataFetchResult = { needed: needed.length, fetched: 0, missing: 0, failed: 0, skipped: 0, recovered: 0, lastFailure: null };

  let buffer: ReturnType<typeof toRow>[] = [];
  let writes: Promise<void> = Promise.resolve();
  const flush = () => {
    const rows = buffer;
    buffer = [];
    // Serialized: one batch insert at a time, in the background of the fetches.
    writes = writes.then(() => upsertRows(db, 'nft_metadata_staged', ['token_id'], rows));
    return writes;
  };

  /** One pass over `ids`; returns the ids that failed and how many were never tried. */
  const pass = async (ids: readonly number[], countProgress: boolean) => {
    const limit = pLimit(options.concurrency);
    const failed: number[] = [];
    let failuresInARow = 0;
    let untried = 0;
    await Promise.all(ids.map((tokenId) => limit(async () => {
      if (options.signal?.aborted || failuresInARow >= CONSECUTIVE_FAILURE_LIMIT) {
        untried += 1;
        return;
      }
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
        if (options.signal?.aborted) return;
        failuresInARow += 1;
        failed.push(tokenId);
        result.lastFailure = error instanceof Error ? error.message : String(error);
        options.logger.warn({ tokenId, err: error }, 'metadata fetch failed');
      }
      if (countProgress) options.progress.advance();
    })));
    return { failed, untried };
  };

  const first = await pass(needed, true);
  result.skipped = first.untried;
  let failed = first.failed;
  for (let retry = 0; retry < (options.retryPasses ?? 2) && failed.length && !options.signal?.aborted; retry++) {
    await delay(options.retryPauseMs ?? 2000, undefined, { signal: options.signal }).catch(() => undefined);
    const before = result.fetched + result.missing;
    options.logger.info({ documents: failed.length, pass: retry + 1 }, 'retrying metadata that failed');
    const again = await pass(failed, false);
    result.recovered += result.fetched + result.missing - before;
    result.skipped += again.untried;
    failed = again.failed;
  }
  result.failed = failed.length;
  await flush();
  await options.progress.flush();
  options.signal?.throwIfAborted();
  return result;
}

/** Moves every staged document into nft_metadata (inside the publishing transaction); returns how many. */
export async function publishStagedMetadata(trx: Knex.Transaction): Promise<number> {
  const staged = (await trx('nft_metadata_staged').select(...METADATA_COLUMNS)) as object[];
  for (const chunk of chunked(staged)) await trx('nft_metadata').insert(chunk).onConflict('token_id').merge();
  if (staged.length) await trx('nft_metadata_staged').delete();
  return staged.length;
}

/** Published tokens without a metadata row. */
export async function countTokensWithoutMetadata(trx: Knex.Transaction): Promise<number> {
  const row = (await trx('tokens')
    .leftJoin('nft_metadata', 'tokens.token_id', 'nft_metadata.token_id')
    .whereNull('nft_metadata.token_id')
    .count({ n: '*' })
    .first()) as { n: number | string };
  return Number(row.n);
}
