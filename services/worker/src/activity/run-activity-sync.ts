import type { Db, Logger } from '@nacho/core';
import pLimit from 'p-limit';
import type { CollectionSource } from '../sources/types';
import { chunked } from '../sync/batch';
import {
  activityRowsOf,
  listingKeyOf,
  type ActivityRow,
  type SaleCandidate,
  type StoredListing,
  type TokenActivityState,
} from './activity-rows';

export interface ActivitySyncDeps {
  db: Db;
  logger: Logger;
  source: CollectionSource;
  /** market_sales.source of the configured market: the sales that transfers are matched with. */
  marketSource: string;
  signal?: AbortSignal;
  /** History reads in flight; default 4 (the indexer's owner walk uses 4 connections too). */
  concurrency?: number;
  /** Tokens written per transaction; default 200. */
  batchSize?: number;
  now?: () => number;
  /** After rows were added: tell open pages (the live `activity` event). */
  onActivity?: (event: { newestId: string; added: number }) => void | Promise<void>;
}

export interface ActivitySyncResult {
  /** Tokens whose op score or listing changed since the last run (their histories were read). */
  changed: number;
  /** Of those, tokens whose read failed: their rows and state stay as they were, and they are read next run. */
  failed: number;
  added: number;
  durationMs: number;
}

interface TokenNow {
  tokenId: number;
  owner: string;
  opScoreMod: string;
}

async function readInputs(db: Db) {
  const tokens = (await db('tokens').select('token_id', 'owner', 'op_score_mod')) as Record<string, unknown>[];
  const listings = new Map<number, StoredListing>();
  for (const row of (await db('nft_listings').select('token_id', 'price_sompi', 'op_score', 'listed_at')) as Record<
    string,
    unknown
  >[]) {
    listings.set(Number(row.token_id), {
      priceSompi: String(row.price_sompi),
      opScore: (row.op_score as string | null) ?? null,
      listedAt: row.listed_at == null ? null : Number(row.listed_at),
    });
  }
  const states = new Map<number, TokenActivityState>();
  for (const row of (await db('activity_token_state').select('*')) as Record<string, unknown>[]) {
    states.set(Number(row.token_id), {
      opScoreMod: String(row.op_score_mod),
      listingKey: (row.listing_key as string | null) ?? null,
      owner: String(row.owner ?? ''),
    });
  }
  return {
    tokens: tokens.map((t) => ({
      tokenId: Number(t.token_id),
      owner: String(t.owner),
      opScoreMod: String(t.op_score_mod),
    })),
    listings,
    states,
  };
}

/** The market source's sales of these tokens, oldest first, by token (one query per 500 tokens). */
async function salesOf(
  db: Db,
  marketSource: string,
  tokenIds: readonly number[],
): Promise<Map<number, SaleCandidate[]>> {
  const byToken = new Map<number, SaleCandidate[]>();
  for (const chunk of chunked(tokenIds)) {
    const rows = (await db('market_sales')
      .where({ source: marketSource })
      .whereIn('token_id', chunk)
      .orderBy('sold_at')
      .select('token_id', 'order_id', 'seller', 'buyer', 'sold_at')) as Record<string, unknown>[];
    for (const r of rows) {
      const list = byToken.get(Number(r.token_id)) ?? [];
      list.push({
        orderId: String(r.order_id),
        seller: (r.seller as string | null) ?? null,
        buyer: (r.buyer as string | null) ?? null,
        soldAt: Number(r.sold_at),
      });
      byToken.set(Number(r.token_id), list);
    }
  }
  return byToken;
}

/**
 * activity-sync: reads the ownership history (and, where the source remembers them, the listing
 * events) of every token whose op_score_mod or listing changed since the last run, and stores its
 * rows. A token's rows and its sync state are written together, only after its whole history was
 * read: a failed or interrupted read leaves the old rows and the old state, so it is read again
 * next time. Rows already stored (same token, op score, kind) are not written twice.
 */
export async function runActivitySync(deps: ActivitySyncDeps): Promise<ActivitySyncResult> {
  const { db, logger, source, signal } = deps;
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const { tokens, listings, states } = await readInputs(db);
  const changed = tokens.filter((token) => {
    const state = states.get(token.tokenId);
    return (
      !state || state.opScoreMod !== token.opScoreMod || state.listingKey !== listingKeyOf(listings.get(token.tokenId))
    );
  });
  const sales = await salesOf(
    db,
    deps.marketSource,
    changed.map((t) => t.tokenId),
  );
  const limit = pLimit(deps.concurrency ?? 4);
  let failed = 0;
  let added = 0;
  const ready: { token: TokenNow; rows: ActivityRow[] }[] = [];
  // One write at a time, so that each batch's count of new rows is its own.
  let writing = Promise.resolve();
  const flush = () => {
    const batch = ready.splice(0, ready.length);
    writing = writing.then(async () => {
      if (batch.length) added += await storeBatch(db, batch, listings, now());
    });
    return writing;
  };
  const readOne = async (token: TokenNow) => {
    signal?.throwIfAborted();
    try {
      const history = source.fetchHistory
        ? await source.fetchHistory(token.tokenId, signal)
        : [{ owner: token.owner, opScoreMod: token.opScoreMod, txId: null }];
      if (history === null) return;
      const listingEvents = (await source.fetchListingEvents?.(token.tokenId, signal)) ?? [];
      const rows = activityRowsOf({
        tokenId: token.tokenId,
        history,
        listingEvents,
        previous: states.get(token.tokenId),
        listing: listings.get(token.tokenId),
        owner: token.owner,
        sales: sales.get(token.tokenId) ?? [],
        now: now(),
      });
      ready.push({ token, rows });
      if (ready.length >= (deps.batchSize ?? 200)) await flush();
    } catch (error) {
      if (signal?.aborted) throw error;
      failed += 1;
      logger.warn({ err: error, tokenId: token.tokenId }, 'activity: history read failed; the token keeps its rows');
    }
  };
  try {
    await Promise.all(changed.map((token) => limit(() => readOne(token))));
  } finally {
    // What was read completely is kept even when the run stops (shutdown).
    await flush();
  }
  const result: ActivitySyncResult = { changed: changed.length, failed, added, durationMs: now() - startedAt };
  logger.info(result, 'activity sync finished');
  if (added > 0) await announce(deps, added);
  return result;
}

async function storeBatch(
  db: Db,
  batch: { token: TokenNow; rows: ActivityRow[] }[],
  listings: ReadonlyMap<number, StoredListing>,
  now: number,
): Promise<number> {
  return db.transaction(async (trx) => {
    const rows = batch.flatMap((b) => b.rows);
    const before = await countRows(trx);
    for (const chunk of chunked(rows, 400)) {
      await trx('nft_activity')
        .insert(chunk)
        .onConflict(['token_id', 'op_score', 'kind'])
        .merge(['sale_order_id', 'from_addr', 'to_addr']);
    }
    const states = batch.map(({ token }) => ({
      token_id: token.tokenId,
      op_score_mod: token.opScoreMod,
      listing_key: listingKeyOf(listings.get(token.tokenId)),
      owner: token.owner,
      synced_at: now,
    }));
    for (const chunk of chunked(states)) {
      await trx('activity_token_state').insert(chunk).onConflict('token_id').merge();
    }
    return (await countRows(trx)) - before;
  });
}

async function countRows(trx: Db | Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<number> {
  const row = (await trx('nft_activity').count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

/**
 * Tells open pages (the live event). collection_version stays: the snapshot holds nothing the
 * activity sync writes (listings come with the collection sync); the feed and history are read live.
 */
async function announce(deps: ActivitySyncDeps, added: number): Promise<void> {
  try {
    const newest = (await deps.db('nft_activity').max({ id: 'id' }).first()) as
      { id: number | string | null } | undefined;
    await deps.onActivity?.({ newestId: `a${newest?.id ?? 0}`, added });
  } catch (error) {
    deps.logger.warn({ err: error }, 'activity: could not announce the new rows');
  }
}
