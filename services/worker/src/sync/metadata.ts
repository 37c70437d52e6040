import type { Db, Logger } from '@nacho/core';
import type { Knex } from 'knex';
import pLimit from 'p-limit';
import { setMaxListeners } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { CollectionInfo, CollectionSource, NftMetadataDoc } from '../sources/types';
import { BATCH_SIZE, upsertRows } from './batch';
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

/** Token ids that have published or staged metadata. */
async function idsWithMetadata(db: Db): Promise<Set<number>> {
  const have = new Set<number>();
  for (const table of ['nft_metadata', 'nft_metadata_staged']) {
    for (const row of (await db(table).select('token_id')) as { token_id: number }[]) have.add(Number(row.token_id));
  }
  return have;
}

/**
 * Metadata fetched while the token list is still being walked: each listed page's tokens without
 * metadata are queued at once, and what is fetched goes to nft_metadata_staged only (durable across
 * a failed sync, invisible to readers until publishing moves it). Publishing still waits for the
 * complete walk; a walk that fails calls abandon(), which stops the fetches.
 */
export interface MetadataStager {
  /** Queues the listed tokens that have no published or staged metadata; fetching starts at once. */
  add(tokenIds: readonly number[]): void;
  /**
   * After the complete walk: reports the metadata phase (counting what is done already), waits for
   * the queued fetches, re-tries the failures and writes the last batch.
   */
  finish(): Promise<MetadataFetchResult>;
  /** Stops fetching, writes what was fetched and waits for every request and write; safe to call twice. */
  abandon(): Promise<void>;
}

interface Pass {
  failed: number[];
  failuresInARow: number;
  untried: number;
  countsProgress: boolean;
}

const newPass = (countsProgress: boolean): Pass => ({ failed: [], failuresInARow: 0, untried: 0, countsProgress });

/**
 * Starts staging metadata, `concurrency` fetches at a time (p-limit). Documents that fail get up to
 * `retryPasses` more passes in finish(); what still fails is left without metadata and is all the
 * next sync fetches.
 */
export async function startMetadataStaging(
  db: Db,
  source: CollectionSource,
  info: CollectionInfo,
  options: MetadataFetchOptions,
): Promise<MetadataStager> {
  const have = await idsWithMetadata(db);
  const result: MetadataFetchResult = {
    needed: 0,
    fetched: 0,
    missing: 0,
    failed: 0,
    skipped: 0,
    recovered: 0,
    lastFailure: null,
  };
  const limit = pLimit(options.concurrency);
  // One signal for every fetch: the caller's abort, or abandon().
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const forwardAbort = () => stop.abort(options.signal!.reason);
  if (options.signal?.aborted) forwardAbort();
  else options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let buffer: ReturnType<typeof toRow>[] = [];
  let writes: Promise<void> = Promise.resolve();
  const flush = () => {
    const rows = buffer;
    buffer = [];
    // Serialized: one batch insert at a time, in the background of the fetches.
    if (rows.length) writes = writes.then(() => upsertRows(db, 'nft_metadata_staged', ['token_id'], rows));
    return writes;
  };

  // First-pass completions before finish() are counted here; finish() hands them to the progress.
  let doneBeforeReport = 0;
  let reporting = false;
  const firstPass = newPass(true);
  const queued: Promise<void>[] = [];

  const fetchOne = async (tokenId: number, pass: Pass) => {
    if (stop.signal.aborted || pass.failuresInARow >= CONSECUTIVE_FAILURE_LIMIT) {
      pass.untried += 1;
      return;
    }
    try {
      const doc = await source.fetchMetadata(tokenId, info, stop.signal);
      pass.failuresInARow = 0;
      if (doc) {
        result.fetched += 1;
        buffer.push(toRow(tokenId, doc, options.now()));
        if (buffer.length >= BATCH_SIZE) await flush();
      } else {
        result.missing += 1;
      }
    } catch (error) {
      if (stop.signal.aborted) return;
      pass.failuresInARow += 1;
      pass.failed.push(tokenId);
      result.lastFailure = error instanceof Error ? error.message : String(error);
      options.logger.warn({ tokenId, err: error }, 'metadata fetch failed');
    }
    if (!pass.countsProgress) return;
    if (reporting) options.progress.advance();
    else doneBeforeReport += 1;
  };

  const settle = async () => {
    await Promise.all(queued);
    await flush();
  };

  return {
    add(tokenIds) {
      for (const tokenId of tokenIds) {
        if (have.has(tokenId)) continue;
        have.add(tokenId);
        result.needed += 1;
        queued.push(limit(() => fetchOne(tokenId, firstPass)));
      }
    },

    async finish() {
      await options.progress.phase('metadata', result.needed, doneBeforeReport);
      reporting = true;
      await Promise.all(queued);
      result.skipped = firstPass.untried;
      let failed = firstPass.failed;
      for (let retry = 0; retry < (options.retryPasses ?? 2) && failed.length && !stop.signal.aborted; retry++) {
        await delay(options.retryPauseMs ?? 2000, undefined, { signal: stop.signal }).catch(() => undefined);
        const before = result.fetched + result.missing;
        options.logger.info({ documents: failed.length, pass: retry + 1 }, 'retrying metadata that failed');
        const pass = newPass(false);
        await Promise.all(failed.map((tokenId) => limit(() => fetchOne(tokenId, pass))));
        result.recovered += result.fetched + result.missing - before;
        result.skipped += pass.untried;
        failed = pass.failed;
      }
      result.failed = failed.length;
      await flush();
      options.signal?.removeEventListener('abort', forwardAbort);
      await options.progress.flush();
      options.signal?.throwIfAborted();
      return result;
    },

    async abandon() {
      stop.abort(new Error('metadata staging abandoned'));
      options.signal?.removeEventListener('abort', forwardAbort);
      await settle();
    },
  };
}

/** Moves every staged document into nft_metadata (inside the publishing transaction); returns how many. */
export async function publishStagedMetadata(trx: Knex.Transaction): Promise<number> {
  const { n } = (await trx('nft_metadata_staged').count({ n: '*' }).first()) as { n: number | string };
  if (!Number(n)) return 0;
  // One INSERT ... SELECT in the database instead of reading every row into the process and back
  // ("WHERE true" keeps SQLite from reading ON CONFLICT as a join clause).
  const columns = METADATA_COLUMNS.join(', ');
  const updates = METADATA_COLUMNS.filter((c) => c !== 'token_id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  await trx.raw(
    `INSERT INTO nft_metadata (${columns}) SELECT ${columns} FROM nft_metadata_staged WHERE true ON CONFLICT (token_id) DO UPDATE SET ${updates}`,
  );
  await trx('nft_metadata_staged').delete();
  return Number(n);
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
