import type { ActivityItem } from '@nacho/contracts';
import { eachDatabase } from '@nacho/db/testing';
import { insertInBatches } from '../testing/insert-in-batches';
import { readWholeFeed } from '../testing/read-whole-feed';
import type { ActivityFilter } from './activity-feed';

const T0 = Date.UTC(2026, 0, 1);
const TOKENS = 1_000;
const ROWS = 6_000;
const SALES = 900;

interface Expected {
  kind: string;
  tokenId: number;
  at: number;
}

/**
 * A trait's tokens as the feed's filter: a few (their token index; on PostgreSQL, up to 100 read
 * token by token) and more than 300 (bound as one value, on PostgreSQL a bitmap, and read newest
 * first), each kind of row, every page, against an independent filter.
 */
eachDatabase('activity feed: a few tokens and many', (ctx) => {
  const all: Expected[] = [];
  beforeAll(async () => {
    const db = ctx.db();
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      token_id: 1 + ((i * 37) % TOKENS),
      kind: ['transfer', 'listing', 'delisting'][i % 3]!,
      from_addr: 'kaspa:qa',
      to_addr: i % 3 === 0 ? 'kaspa:qb' : null,
      price_sompi: i % 3 === 1 ? 100_000_000_000 : null,
      at: T0 + i * 1_000,
      op_score: String(10_000 + i),
      tx_id: null,
      sale_order_id: null,
    }));
    await insertInBatches(db, 'nft_activity', rows);
    const sales = Array.from({ length: SALES }, (_, i) => ({
      order_id: `o${i}`,
      token_id: 1 + ((i * 53) % TOKENS),
      price_kas: 1_000,
      seller: 'kaspa:qa',
      buyer: 'kaspa:qb',
      sold_at: T0 + i * 6_500 + 500,
      source: 'demo',
    }));
    await insertInBatches(db, 'market_sales', sales);
    for (const r of rows) all.push({ kind: r.kind, tokenId: r.token_id, at: r.at });
    for (const s of sales) all.push({ kind: 'sale', tokenId: s.token_id, at: s.sold_at });
    all.sort((a, b) => b.at - a.at);
  });

  const readAll = (filter: ActivityFilter) => readWholeFeed(ctx.db(), filter, 50);
  const shape = (items: readonly (ActivityItem | Expected)[]) => items.map((i) => `${i.kind}#${i.tokenId}@${i.at}`);

  it.each<[string, number[]]>([
    ['a few (12)', Array.from({ length: 12 }, (_, i) => 3 + i * 83)],
    ['100, the last read token by token', Array.from({ length: 100 }, (_, i) => 2 + i * 9)],
    ['101, the first read as a list', Array.from({ length: 101 }, (_, i) => 2 + i * 9)],
    ['300, the last of the few', Array.from({ length: 300 }, (_, i) => 1 + i * 3)],
    ['301, the first of the many', Array.from({ length: 301 }, (_, i) => 1 + i * 3)],
    ['many (700)', Array.from({ length: 700 }, (_, i) => 1 + ((i * 7) % TOKENS))],
    // PostgreSQL binds many as a bitmap up to the highest: rows of higher tokens lie past its end.
    ['the lowest 400', Array.from({ length: 400 }, (_, i) => 1 + i)],
    ['350 at the edges of bytes (8k, 8k + 7)', Array.from({ length: 350 }, (_, i) => 8 * (1 + (i >> 1)) + (i % 2) * 7)],
  ])('%s tokens: every row and sale of theirs, newest first, paged without gaps', async (_name, tokenIds) => {
    const wanted = new Set(tokenIds);
    const expected = all.filter((e) => wanted.has(e.tokenId));
    expect(expected.length).toBeGreaterThan(0);
    expect(shape(await readAll({ tokenIds }))).toEqual(shape(expected));
    expect(shape(await readAll({ tokenIds, kinds: ['sale', 'delisting'] }))).toEqual(
      shape(expected.filter((e) => e.kind === 'sale' || e.kind === 'delisting')),
    );
  });

  it('a token set with a price range and a wallet', async () => {
    const tokenIds = Array.from({ length: 500 }, (_, i) => 1 + i * 2);
    const wanted = new Set(tokenIds);
    expect(shape(await readAll({ tokenIds, minPriceKas: 900, maxPriceKas: 1_100 }))).toEqual(
      shape(all.filter((e) => wanted.has(e.tokenId) && (e.kind === 'listing' || e.kind === 'sale'))),
    );
    expect(shape(await readAll({ tokenIds: tokenIds.slice(0, 40), minPriceKas: 900 }))).toEqual(
      shape(
        all.filter((e) => tokenIds.slice(0, 40).includes(e.tokenId) && (e.kind === 'listing' || e.kind === 'sale')),
      ),
    );
    expect(shape(await readAll({ tokenIds: tokenIds.slice(0, 40), wallet: 'kaspa:qb' }))).toEqual(
      shape(
        all.filter((e) => tokenIds.slice(0, 40).includes(e.tokenId) && (e.kind === 'transfer' || e.kind === 'sale')),
      ),
    );
  });
});
