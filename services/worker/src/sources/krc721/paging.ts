import type { OwnershipEntry, TokenRecord } from '../types';
import { Krc721Error, type Krc721Client } from './client';
import { HttpStatusError, InvalidAnswerError } from './retry';
import { NetworkError, RequestTimeoutError } from './http-get';

/** The indexer's maximum page size. */
export const OWNERS_PAGE_LIMIT = 50;

/**
 * A cursor-paged list could not be read to its natural end (a last page without `next`). The
 * message is short and safe to show; the cause keeps the details for the log.
 */
export abstract class IncompleteListError extends Error {
  constructor(
    readonly subject: string,
    readonly page: number,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${subject} incomplete: page ${page} ${reason}`, options);
  }
}

/** The owners list could not be read to its end: whatever was read must not be taken for the whole collection. */
export class IncompleteWalkError extends IncompleteListError {
  override name = 'IncompleteWalkError';
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
 * Reads a cursor-paged indexer list: offset = the previous page's `next`, until a page has no
 * `next`; only that end completes it. A 404 on the first page yields nothing (the list does not
 * exist yet); a 404 later, a page that still fails after the retries, or a repeated `next` throws
 * `incomplete(pageNumber, reason)`. An abort is rethrown as it is.
 */
async function* cursorPages<P extends { next: string | null }>(
  read: (offset: string | undefined) => Promise<P | null>,
  incomplete: (pageNumber: number, reason: string, options?: { cause?: unknown }) => IncompleteListError,
  signal?: AbortSignal,
): AsyncGenerator<{ page: P; pageNumber: number }> {
  const seen = new Set<string>();
  let offset: string | undefined;
  for (let pageNumber = 1; ; pageNumber++) {
    let page: P | null;
    try {
      page = await read(offset);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw incomplete(pageNumber, describeFailure(error), { cause: error });
    }
    if (page === null) {
      if (pageNumber === 1) return;
      throw incomplete(pageNumber, 'answered 404 not found');
    }
    yield { page, pageNumber };
    if (page.next === null) return;
    if (seen.has(page.next)) throw incomplete(pageNumber, `repeats the cursor ${page.next}`);
    seen.add(page.next);
    offset = page.next;
  }
}

/**
 * Walks /owners/{tick} to its natural end (see cursorPages); a 404 on the first page means no
 * tokens yet. A walk that cannot be completed throws IncompleteWalkError.
 */
export async function* walkOwners(
  client: Krc721Client,
  tick: string,
  signal?: AbortSignal,
): AsyncGenerator<TokenRecord[]> {
  const pages = cursorPages(
    (offset) => client.getOwnersPage(tick, { offset, limit: OWNERS_PAGE_LIMIT }, signal),
    (pageNumber, reason, options) => new IncompleteWalkError(`token list of ${tick}`, pageNumber, reason, options),
    signal,
  );
  for await (const { page } of pages) if (page.tokens.length) yield page.tokens;
}

/** A token's history could not be read to its end: nothing of it may replace what is stored. */
export class IncompleteHistoryError extends IncompleteListError {
  override name = 'IncompleteHistoryError';
}

const byOpScore = (a: OwnershipEntry, b: OwnershipEntry) => {
  const [x, y] = [BigInt(a.opScoreMod), BigInt(b.opScoreMod)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Reads /history/{tick}/{id} to its end (see cursorPages) and returns the entries oldest first
 * (the indexer lists them newest first). null: the indexer does not know the token (404 on the
 * first page). A history that cannot be read to its end throws IncompleteHistoryError.
 */
export async function walkHistory(
  client: Krc721Client,
  tick: string,
  tokenId: number,
  signal?: AbortSignal,
): Promise<OwnershipEntry[] | null> {
  const incomplete = (pageNumber: number, reason: string, options?: { cause?: unknown }) =>
    new IncompleteHistoryError(`history of token ${tokenId}`, pageNumber, reason, options);
  const byScore = new Map<string, OwnershipEntry>();
  let found = false;
  for await (const { page, pageNumber } of cursorPages(
    (offset) => client.getHistoryPage(tick, tokenId, { offset }, signal),
    incomplete,
    signal,
  )) {
    found = true;
    for (const entry of page.entries) {
      if (!/^\d+$/.test(entry.opScoreMod)) throw incomplete(pageNumber, `has the op score "${entry.opScoreMod}"`);
      byScore.set(entry.opScoreMod, entry);
    }
  }
  return found ? [...byScore.values()].sort(byOpScore) : null;
}
