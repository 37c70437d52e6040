import { badRequest, dialectOf, type Db } from '@nacho/core';
import type { ActivityItem, ActivityKind, TokenHistory } from '@nacho/contracts';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { SOMPI_PER_KAS } from '../snapshot/market-index';

/*
 * The activity feed, newest first: nft_activity's mints, transfers, listings and delistings, and
 * the market source's sales (market_sales, the one truth of a sale; a transfer that a sale explains
 * is shown as that sale). Keyset order (at desc, source desc, id desc), activity rows being source
 * 1 and sales 0; each part reads at most one page through its (filter, at, id) index, and the
 * two are merged here.
 */

export interface ActivityFilter {
  kinds?: readonly ActivityKind[];
  /** Only these tokens (the trait filter resolved); undefined = every token. */
  tokenIds?: readonly number[];
  wallet?: string;
  minPriceKas?: number;
  maxPriceKas?: number;
}

interface Position {
  at: number;
  source: 0 | 1;
  id: number;
}

const ACTIVITY = 1 as const;
const SALE = 0 as const;

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}.${position.source}.${position.id}`).toString('base64url');
}

const MAX_ROW_ID = 2_147_483_647;

export function decodeCursor(cursor: string): Position {
  const match = /^(\d{1,16})\.([01])\.(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const position = match && { at: Number(match[1]), source: Number(match[2]) as 0 | 1, id: Number(match[3]) };
  // Row ids are integer columns and times safe integers: a larger number was never a cursor given here.
  if (!position || position.id > MAX_ROW_ID || !Number.isSafeInteger(position.at))
    throw badRequest('cursor: is not a cursor this API gave', 'invalid_input');
  return position;
}

/**
 * Rows after `position` in (at desc, source desc, id desc) order, for a part whose source is `source`.
 * `atColumn` may be an expression (`at + 0`): a part read through another index than its time
 * index (a narrow price range, a few tokens) must not offer SQLite the time range to seek by either.
 */
function after(query: Knex.QueryBuilder, atColumn: string, idColumn: string, source: 0 | 1, position?: Position) {
  if (!position) return;
  if (source === position.source) {
    // `at <= X` first: a range the (…, at, id) index can seek to (an OR alone makes SQLite scan from the newest).
    query
      .where(atColumn, '<=', position.at)
      .where((q) => q.where(atColumn, '<', position.at).orWhere(idColumn, '<', position.id));
  } else if (source > position.source) {
    query.where(atColumn, '<', position.at);
  } else {
    query.where(atColumn, '<=', position.at);
  }
}

const toSompi = (kas: number) => Math.round(kas * SOMPI_PER_KAS);

/**
 * Above this many tokens (a common trait) the newest rows are read through the (at, id) index and
 * filtered: `column + 0` keeps the planner off the token index, which would gather and sort every
 * row of thousands of tokens. Fewer tokens: their (token_id, at, id) index, a small sort.
 */
const WIDE_TOKEN_SET = 300;

function whereTokens(db: Db, query: Knex.QueryBuilder, column: string, tokenIds: readonly number[]) {
  if (tokenIds.length <= WIDE_TOKEN_SET) {
    query.whereIn(column, tokenIds as number[]);
    return;
  }
  // The set as one bound value: a statement with thousands of placeholders cost knex more to build
  // than the database spent reading (5 ms against 0.4 ms for 3,000 ids).
  if (dialectOf(db) !== 'postgres') {
    query.whereRaw('?? + 0 in (select value from json_each(?))', [column, JSON.stringify(tokenIds.map(Number))]);
    return;
  }
  // PostgreSQL: the set as a bitmap, bit n for token n (get_bit's order), sent as binary bytea. As an
  // integer array, its 2,800 ids cost the pg driver 0.6 ms to quote and PostgreSQL 0.7 ms to plan, per
  // statement, against 0.13 ms to execute (BENCHMARKS.md). `case` keeps get_bit within the bitmap.
  const bits = tokenBitmap(tokenIds);
  query.whereRaw('case when ?? + 0 < ? then get_bit(?::bytea, ?? + 0) = 1 else false end', [
    column,
    bits.length * 8,
    bits,
    column,
  ]);
}

/** A bitmap of `tokenIds` (non-negative integers): bit n, counted from each byte's lowest bit, is token n. */
function tokenBitmap(tokenIds: readonly number[]): Buffer {
  let highest = 0;
  for (const id of tokenIds) highest = Math.max(highest, id);
  const bits = Buffer.alloc((highest >> 3) + 1);
  for (const id of tokenIds) bits[id >> 3]! |= 1 << (id & 7);
  return bits;
}

/**
 * PostgreSQL, from 2 to this many tokens: each token's newest rows through its (token_id, at, id)
 * index, at most a page each, then merged (`cross join lateral`). Given the set as a list,
 * PostgreSQL walked the time index back from the cursor and filtered, which for a rare trait reads
 * thousands of rows: 22 ms for 18 tokens against 0.6 ms token by token, about even at 100 tokens,
 * worse from 300 (BENCHMARKS.md, run 7). One token (its history) reads faster as it was. SQLite
 * reads a few tokens through their index already.
 */
const TOKEN_BY_TOKEN = 100;

const readsTokenByToken = (db: Db, tokenIds: readonly number[] | undefined): tokenIds is readonly number[] =>
  tokenIds !== undefined && tokenIds.length > 1 && tokenIds.length <= TOKEN_BY_TOKEN && dialectOf(db) === 'postgres';

/** `perToken` (its rows of the token `t.token`, newest first, a page at most) for each of `tokenIds`, merged. */
function tokenByToken(db: Db, perToken: Knex.QueryBuilder, tokenIds: readonly number[], limit: number) {
  return db
    .select('a.*')
    .from(db.raw('unnest(?::integer[]) as t(token)', [tokenIds.map(Number)]))
    .crossJoin(db.raw('lateral ? as a', [perToken]))
    .orderBy([
      { column: 'a.at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(limit);
}

interface Row {
  source: 0 | 1;
  id: number;
  item: ActivityItem;
}

/** A wallet took part as either side: one index read per side (an OR would sort all its rows). */
type Side = 'from' | 'to';

/**
 * A price range holding fewer rows than this is read through its own index (migration 022) and
 * sorted; a wider one newest first through (kind, at, id) or (source, sold_at, id), where a page
 * is found within a few hundred rows. Reading the range costs its rows, reading newest first about
 * a page times (rows / rows in range): the break-even is near the square root of 25 x the table's
 * priced rows (about 5,000 of a million listings, 700 of 20,000 sales). SQLite keeps to the kind
 * index by itself (an equality beats a range), so the choice is made here.
 */
const NARROW_PRICE_RANGE = { activity: 4000, sales: 500 };

function priceRange(query: Knex.QueryBuilder, filter: ActivityFilter) {
  if (filter.minPriceKas !== undefined) query.where('price_sompi', '>=', toSompi(filter.minPriceKas));
  if (filter.maxPriceKas !== undefined) query.where('price_sompi', '<=', toSompi(filter.maxPriceKas));
  return query;
}

function salePriceRange(query: Knex.QueryBuilder, filter: ActivityFilter, column = 's.price_kas') {
  if (filter.minPriceKas !== undefined) query.where(column, '>=', filter.minPriceKas);
  if (filter.maxPriceKas !== undefined) query.where(column, '<=', filter.maxPriceKas);
  return query;
}

const hasPriceRange = (filter: ActivityFilter) => filter.minPriceKas !== undefined || filter.maxPriceKas !== undefined;

/** Whether fewer than `threshold` rows are in the range: counted through a price index, stopping there. */
async function fewInRange(db: Db, inRange: Knex.QueryBuilder, threshold: number): Promise<boolean> {
  const row = (await db.from(inRange.limit(threshold).as('r')).count({ n: '*' }).first()) as {
    n: number | string;
  };
  return Number(row.n) < threshold;
}

/**
 * Whether a range is narrow does not depend on the page asked for: it is counted once a minute per
 * range and database, not before every page (a third of an uncached page's time). Rows a sync adds
 * meanwhile can only make that minute's plan slower than the best, never an answer wrong.
 */
const rangeWidths = new WeakMap<Db, LRUCache<string, Promise<boolean>>>();

function rememberedWidth(db: Db, key: string, count: () => Promise<boolean>): Promise<boolean> {
  let widths = rangeWidths.get(db);
  if (!widths) rangeWidths.set(db, (widths = new LRUCache({ max: 1_000, ttl: 60_000 })));
  let width = widths.get(key);
  if (!width) {
    width = count();
    widths.set(key, width);
    width.catch(() => widths.delete(key));
  }
  return width;
}

const narrowPriceRange = (db: Db, filter: ActivityFilter) =>
  hasPriceRange(filter)
    ? rememberedWidth(db, `activity ${filter.minPriceKas} ${filter.maxPriceKas}`, () =>
        fewInRange(db, priceRange(db('nft_activity').select('id'), filter), NARROW_PRICE_RANGE.activity),
      )
    : Promise.resolve(false);

const narrowSalePriceRange = (db: Db, marketSource: string, filter: ActivityFilter) =>
  hasPriceRange(filter)
    ? rememberedWidth(db, `sales ${marketSource} ${filter.minPriceKas} ${filter.maxPriceKas}`, () =>
        fewInRange(
          db,
          salePriceRange(db('market_sales').select('id').where('source', marketSource), filter, 'price_kas'),
          NARROW_PRICE_RANGE.sales,
        ),
      )
    : Promise.resolve(false);

function activityPart(
  db: Db,
  filter: ActivityFilter,
  kinds: ActivityKind[],
  limit: number,
  position?: Position,
  side?: Side,
  narrowPrice = false,
) {
  const query = db('nft_activity')
    .select('id', 'token_id', 'kind', 'from_addr', 'to_addr', 'price_sompi', 'at', 'tx_id')
    .whereNull('sale_order_id')
    .limit(limit);
  // A narrow price range: `kind || ''` and `at + 0` keep SQLite off the kind and time indexes.
  if (narrowPrice) query.orderByRaw('?? + 0 desc, ?? desc', ['at', 'id']);
  else
    query.orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (kinds.length < 4)
    query.whereIn(narrowPrice ? (db.raw("?? || ''", ['kind']) as unknown as string) : 'kind', kinds);
  const tokenByTokenIds = readsTokenByToken(db, filter.tokenIds) ? filter.tokenIds : undefined;
  if (tokenByTokenIds) query.where('token_id', db.raw('??', ['t.token']));
  else if (filter.tokenIds) whereTokens(db, query, 'token_id', filter.tokenIds);
  if (filter.wallet && side) query.where(side === 'from' ? 'from_addr' : 'to_addr', filter.wallet);
  priceRange(query, filter);
  after(query, narrowPrice ? (db.raw('?? + 0', ['at']) as unknown as string) : 'at', 'id', ACTIVITY, position);
  return tokenByTokenIds ? tokenByToken(db, query, tokenByTokenIds, limit) : query;
}

function salePart(
  db: Db,
  marketSource: string,
  filter: ActivityFilter,
  limit: number,
  position?: Position,
  side?: Side,
  narrowPrice = false,
) {
  const query = db('market_sales as s')
    .leftJoin('nft_activity as t', 't.sale_order_id', 's.order_id')
    .select('s.id', 's.token_id', 's.price_kas', 's.seller', 's.buyer', 's.sold_at', 't.tx_id')
    .limit(limit);
  // A wallet's sales: through its (seller|buyer, sold_at, id) index; SQLite otherwise reads every
  // sale of the source newest first (`source || ''` keeps it off that index).
  if (filter.wallet && side) query.whereRaw("?? || '' = ?", ['s.source', marketSource]);
  else query.where('s.source', marketSource);
  // A narrow price range, or a few tokens (with a sale or two each, which SQLite would look for
  // among every sale of the source, newest first): `sold_at + 0` keeps it off the (source, sold_at, id) index.
  const fewTokens =
    filter.tokenIds !== undefined && filter.tokenIds.length <= WIDE_TOKEN_SET && !(filter.wallet && side);
  if (narrowPrice || fewTokens) query.orderByRaw('?? + 0 desc, ?? desc', ['s.sold_at', 's.id']);
  else
    query.orderBy([
      { column: 's.sold_at', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ]);
  if (filter.tokenIds) whereTokens(db, query, 's.token_id', filter.tokenIds);
  if (filter.wallet && side) query.where(side === 'from' ? 's.seller' : 's.buyer', filter.wallet);
  salePriceRange(query, filter);
  after(
    query,
    narrowPrice || fewTokens ? (db.raw('?? + 0', ['s.sold_at']) as unknown as string) : 's.sold_at',
    's.id',
    SALE,
    position,
  );
  return query;
}

const usd = (kas: number | null, kasUsd: number | null) =>
  kas === null || kasUsd === null ? null : Math.round(kas * kasUsd * 100) / 100;

function activityRow(r: Record<string, unknown>, kasUsd: number | null): Row {
  const priceKas = r.price_sompi == null ? null : Number(r.price_sompi) / SOMPI_PER_KAS;
  return {
    source: ACTIVITY,
    id: Number(r.id),
    item: {
      id: `a${r.id}`,
      kind: r.kind as ActivityKind,
      tokenId: Number(r.token_id),
      from: (r.from_addr as string | null) ?? null,
      to: (r.to_addr as string | null) ?? null,
      priceKas,
      priceUsd: usd(priceKas, kasUsd),
      at: Number(r.at),
      txId: (r.tx_id as string | null) ?? null,
    },
  };
}

function saleRow(r: Record<string, unknown>, kasUsd: number | null): Row {
  const priceKas = Number(r.price_kas);
  return {
    source: SALE,
    id: Number(r.id),
    item: {
      id: `s${r.id}`,
      kind: 'sale',
      tokenId: Number(r.token_id),
      from: (r.seller as string | null) ?? null,
      to: (r.buyer as string | null) ?? null,
      priceKas,
      priceUsd: usd(priceKas, kasUsd),
      at: Number(r.sold_at),
      txId: (r.tx_id as string | null) ?? null,
    },
  };
}

const newestFirst = (a: Row, b: Row) => b.item.at - a.item.at || b.source - a.source || b.id - a.id;

export interface ActivityPageOptions {
  marketSource: string;
  kasUsd: number | null;
  filter: ActivityFilter;
  limit: number;
  cursor?: string;
}

export interface TokenHistoryOptions {
  marketSource: string;
  kasUsd: number | null;
  tokenId: number;
  limit?: number;
}

/** One page of the feed and the cursor of the next (null at the end). */
export async function activityPage(
  db: Db,
  options: ActivityPageOptions,
): Promise<{ items: ActivityItem[]; next: string | null }> {
  const { filter, limit } = options;
  const position = options.cursor ? decodeCursor(options.cursor) : undefined;
  const kinds = filter.kinds ?? ['mint', 'transfer', 'listing', 'delisting', 'sale'];
  const priced = filter.minPriceKas !== undefined || filter.maxPriceKas !== undefined;
  // A price filter keeps the kinds that have a price.
  const rowKinds = kinds.filter((k) => k !== 'sale' && (!priced || k === 'listing'));
  if (filter.tokenIds && filter.tokenIds.length === 0) return { items: [], next: null };
  const sides: (Side | undefined)[] = filter.wallet ? ['from', 'to'] : [undefined];
  const [narrowPrice, narrowSalePrice] = await Promise.all([
    rowKinds.length > 0 && narrowPriceRange(db, filter),
    kinds.includes('sale') && narrowSalePriceRange(db, options.marketSource, filter),
  ]);
  const parts = await Promise.all(
    sides.flatMap((side) => [
      rowKinds.length
        ? activityPart(db, filter, rowKinds, limit + 1, position, side, narrowPrice).then(
            (rows: Record<string, unknown>[]) => rows.map((r) => activityRow(r, options.kasUsd)),
          )
        : Promise.resolve([]),
      kinds.includes('sale')
        ? salePart(db, options.marketSource, filter, limit + 1, position, side, narrowSalePrice).then(
            (rows: Record<string, unknown>[]) => rows.map((r) => saleRow(r, options.kasUsd)),
          )
        : Promise.resolve([]),
    ]),
  );
  const unique = new Map(parts.flat().map((row) => [`${row.source}.${row.id}`, row]));
  const rows = [...unique.values()].sort(newestFirst);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ at: last.item.at, source: last.source, id: last.id }) : null;
  return { items: page.map((r) => r.item), next };
}

/** A token's whole history (capped), newest first. */
export async function tokenHistory(db: Db, options: TokenHistoryOptions): Promise<ActivityItem[]> {
  const { items } = await activityPage(db, {
    marketSource: options.marketSource,
    kasUsd: options.kasUsd,
    filter: { tokenIds: [options.tokenId] },
    limit: options.limit ?? 500,
  });
  return items;
}

/** A token's history with its holder, since when the holder has it, and its listing (the history route's result). */
export type HistoryResultOptions = TokenHistoryOptions & Pick<TokenHistory, 'owner' | 'listing'>;

export async function tokenHistoryResult(db: Db, options: HistoryResultOptions): Promise<TokenHistory> {
  const items = await tokenHistory(db, options);
  const arrival = items.find(
    (i) => (i.kind === 'mint' || i.kind === 'transfer' || i.kind === 'sale') && i.to === options.owner,
  );
  return { items, owner: options.owner, heldSince: arrival?.at ?? null, listing: options.listing };
}
