import type { TokenRecord } from '../types';
import { Krc721Error, type Krc721Client } from './client';

/** The indexer's maximum page size. */
export const OWNERS_PAGE_LIMIT = 50;

/** Walks /owners/{tick}: offset = the previous page's `next`, until a page has no `next`. */
export async function* walkOwners(client: Krc721Client, tick: string, signal?: AbortSignal): AsyncGenerator<TokenRecord[]> {
  const seen = new Set<string>();
  let offset: string | undefined;
  for (;;) {
    const page = await client.getOwnersPage(tick, { offset, limit: OWNERS_PAGE_LIMIT }, signal);
    if (page.tokens.length) yield page.tokens;
    if (page.next === null) return;
    if (seen.has(page.next)) throw new Krc721Error(`owners paging of ${tick} repeats offset ${page.next}`);
    seen.add(page.next);
    offset = page.next;
  }
}
