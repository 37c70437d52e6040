import type { OwnershipEntry, TokenRecord } from '../types';
import { Krc721Error, type Krc721Client } from './client';
import { HttpStatusError, InvalidAnswerError } from './retry';
import { NetworkError, RequestTimeoutError } from './http-get';

/** The indexer's maximum page size. */
export const OWNERS_PAGE_LIMIT = 50;

/**
 * The owners list could not be read to its natural end (a last page without `next`): whatever was
 * read must not be taken for the whole collection. The message is short and safe to show; the
 * cause keeps the details for the log.
 */
export class IncompleteWalkError extends Error {
  constructor(
    readonly tick: string,
    readonly page: number,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`token list of ${tick} incomplete: page ${page} ${reason}`, options);
    this.name = 'IncompleteWalkError';
  }
}

/** A short reason without URLs. */
function describeFailure(error: unknown): string {
  if (error instanceof HttpStatusError) return `answered HTTP ${error.status}`;
  if (error instanceof RequestTimeoutError) return `timed out after ${error.timeoutMs} ms`;
  if (error instanceof NetworkError) return 'failed: connection error';
  if (error instanceof InvalidAnswerError) return 'failed: not a valid indexer answer';
  if (error instanceof Krc721Error) return `failed: ${error.message}`;
  return 'failed';
}

/**
 * Walks /owners/{tick}: offset = the previous page's `next`, until a page has no `next`. Only that
 * end completes the walk; a 404 after the first page, a page that still fails after the retries or
 * a repeated `next` throws IncompleteWalkError. A 404 on the first page means no tokens yet.
 */
export async function* walkOwners(
  client: Krc721Client,
  tick: string,
  signal?: AbortSignal,
): AsyncGenerator<TokenRecord[]> {
  const seen = new Set<string>();
  let offset: string | undefined;
  for (let pageNumber = 1; ; pageNumber++) {
    let page: Awaited<ReturnType<Krc721Client['getOwnersPage']>>;
    try {
      page = await client.getOwnersPage(tick, { offset, limit: OWNERS_PAGE_LIMIT }, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new IncompleteWalkError(tick, pageNumber, describeFailure(error), { cause: error });
    }
    if (page === null) {
      if (pageNumber === 1) return;
      throw new IncompleteWalkError(tick, pageNumber, 'answered 404 not found');
    }
    if (page.tokens.length) yield page.tokens;
    if (page.next === null) return;
    if (seen.has(page.next)) throw new IncompleteWalkError(tick, pageNumber, `repeats the cursor ${page.next}`);
    seen.add(page.next);
    offset = page.next;
  }
}

/** A token's history could not be read to its end: nothing of it may replace what is stored. */
export class IncompleteHistoryError extends Error {
  constructor(
    readonly tokenId: number,
    readonly page: number,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`history of token ${tokenId} incomplete: page ${page} ${reason}`, options);
    this.name = 'IncompleteHistoryError';
  }
}

const byOpScore = (a: OwnershipEntry, b: OwnershipEntry) => {
  const [x, y] = [BigInt(a.opScoreMod), BigInt(b.opScoreMod)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Reads /history/{tick}/{id} page by page (offset = the previous `next`) to a page without `next`,
 * and returns the entries oldest first (the indexer lists them newest first). null: the indexer
 * does not know the token (404 on the first page). A 404 later, a page failing after the retries
 * and failover, or a repeated cursor throw IncompleteHistoryError.
 */
export async function walkHistory(
  client: Krc721Client,
  tick: string,
  tokenId: number,
  signal?: AbortSignal,
): Promise<OwnershipEntry[] | null> {
  const byScore = new Map<string, OwnershipEntry>();
  const seen = new Set<string>();
  let offset: string | undefined;
  for (let pageNumber = 1; ; pageNumber++) {
    let page: Awaited<ReturnType<Krc721Client['getHistoryPage']>>;
    try {
      page = await client.getHistoryPage(tick, tokenId, { offset }, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new IncompleteHistoryError(tokenId, pageNumber, describeFailure(error), { cause: error });
    }
    if (page === null) {
      if (pageNumber === 1) return null;
      throw new IncompleteHistoryError(tokenId, pageNumber, 'answered 404 not found');
    }
    for (const entry of page.entries) {
      if (!/^\d+$/.test(entry.opScoreMod)) {
        throw new IncompleteHistoryError(tokenId, pageNumber, `has the op score "${entry.opScoreMod}"`);
      }
      byScore.set(entry.opScoreMod, entry);
    }
    if (page.next === null) return [...byScore.values()].sort(byOpScore);
    if (seen.has(page.next)) throw new IncompleteHistoryError(tokenId, pageNumber, `repeats the cursor ${page.next}`);
    seen.add(page.next);
    offset = page.next;
  }
}
