import type { ActivityItem } from '@nacho/contracts';
import { eachDatabase } from '@nacho/db/testing';
import { insertInBatches } from '../testing/insert-in-batches';
import { readWholeFeed } from '../testing/read-whole-feed';
import type { ActivityFilter } from './activity-feed';

const T0 = Date.UTC(2026, 0, 1);
const SOMPI = 100_000_000;
const WALLETS = ['kaspa:qa', 'kaspa:qb', 'kaspa:qc'];
/** More listings (5,000) and sales than the narrow-range thresholds (4,000 and 500), so both ways of reading a range run. */
const ROWS = 7_500;
const SALES = 700;

/** Deterministic prices 1,000..9,999 KAS, spread so that neighbours differ. */
const priceOf = (i: number) => 1_000 + ((i * 7_919) % 9_000);

interface Expected {
  kind: string;
  at: number;
  priceKas: number | null;
  from: string | null;
  to: string | null;
}

eachDatabase('activity feed: price ranges narrow and wide, wallet sides', (ctx) => {
  const all: Expected[] = [];
  beforeAll(async () => {
    const db = ctx.db();
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      token_id: 1 + (i % 50),
      kind: i % 3 === 0 ? 'transfer' : 'listing',
      from_addr: WALLETS[i % 3],
      to_addr: i % 3 === 0 ? WALLETS[(i + 1) % 3] : null,
      price_sompi: i % 3 === 0 ? null : priceOf(i) * SOMPI,
      at: T0 + i * 1_000,
      op_score: String(10_000 + i),
      tx_id: null,
      sale_order_id: null,
    }));
    await insertInBatches(db, 'nft_activity', rows);
    const sales = Array.from({ length: SALES }, (_, i) => ({
      order_id: `o${i}`,
      token_id: 1 + (i % 50),
      price_kas: priceOf(i + 11),
      seller: WALLETS[(i + 1) % 3],
      buyer: WALLETS[(i + 2) % 3],
      sold_at: T0 + i * 6_000 + 500,
      source: 'demo',
    }));
    await insertInBatches(db, 'market_sales', sales);
    for (const r of rows)
      all.push({
        kind: r.kind,
        at: r.at,
        priceKas: r.price_sompi === null ? null : r.price_sompi / SOMPI,
        from: r.from_addr,
        to: r.to_addr,
      });
    for (const s of sales)
      all.push({ kind: 'sale', at: s.sold_at, priceKas: s.price_kas, from: s.seller, to: s.buyer });
    all.sort((a, b) => b.at - a.at);
  });

  const readAll = (filter: ActivityFilter) => readWholeFeed(ctx.db(), filter, 100);
  const shape = (items: readonly (ActivityItem | Expected)[]) =>
    items.map((i) => `${i.kind}@${i.at}:${i.priceKas}:${i.from}>${i.to}`);

  it.each<[string, { minPriceKas?: number; maxPriceKas?: number }]>([
    ['wide (most listings and sales)', { minPriceKas: 1_500, maxPriceKas: 9_500 }],
    ['of a ninth (narrow)', { minPriceKas: 4_000, maxPriceKas: 5_000 }],
    ['narrow', { minPriceKas: 9_900, maxPriceKas: 9_990 }],
    ['empty', { minPriceKas: 20_000 }],
    ['from a minimum only', { minPriceKas: 9_000 }],
    ['up to a maximum only', { maxPriceKas: 1_200 }],
  ])('a price range, %s: every priced row in it, newest first, paged without gaps', async (_name, range) => {
    const expected = all.filter(
      (e) =>
        e.priceKas !== null &&
        (range.minPriceKas === undefined || e.priceKas >= range.minPriceKas) &&
        (range.maxPriceKas === undefined || e.priceKas <= range.maxPriceKas),
    );
    expect(shape(await readAll(range))).toEqual(shape(expected));
  });

  it('a wallet: its rows and sales on either side, with a kind and a price range', async () => {
    const wallet = WALLETS[1]!;
    const side = (e: Expected) => e.from === wallet || e.to === wallet;
    expect(shape(await readAll({ wallet }))).toEqual(shape(all.filter(side)));
    expect(shape(await readAll({ wallet, kinds: ['sale'], minPriceKas: 5_000 }))).toEqual(
      shape(all.filter((e) => side(e) && e.kind === 'sale' && e.priceKas! >= 5_000)),
    );
  });
});
