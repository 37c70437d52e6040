import { startFakeKaspacom, soldOrder, type FakeKaspacom } from '../testing/fake-kaspacom';
import { createKaspacomMarketSource } from './kaspacom-market-source';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MIN = 60_000;

describe('kaspa.com market source against a local stand-in', () => {
  let api: FakeKaspacom;
  const source = (timeoutMs = 2000) =>
    createKaspacomMarketSource({ apiUrl: api.url, tick: 'NACHO', timeoutMs, now: () => NOW });
  beforeEach(async () => {
    api = await startFakeKaspacom(() => NOW);
  });
  afterEach(() => api.close());

  it('reads sold orders with numbers as strings, ISO times and missing optional fields', async () => {
    api.orders = [
      soldOrder('o1', 42, 1500.5, NOW - 5 * MIN),
      { _id: 'o2', tokenId: 7, price: 2000, createdAt: NOW - 3 * MIN }, // numbers, epoch ms, no addresses, no status
      soldOrder('o3', 9, 3000, NOW - 2 * MIN, {
        fulfillmentTimestamp: undefined,
        createdAt: String(Math.floor((NOW - 2 * MIN) / 1000)),
      }),
    ];
    const { sales, skipped } = await source().fetchSalesSince(NOW - 60 * MIN);
    expect(skipped).toBe(0);
    expect(sales).toEqual([
      {
        orderId: 'o1',
        tokenId: 42,
        priceKas: 1500.5,
        seller: 'kaspa:qsellero1',
        buyer: 'kaspa:qbuyero1',
        soldAt: NOW - 5 * MIN,
      },
      { orderId: 'o2', tokenId: 7, priceKas: 2000, seller: null, buyer: null, soldAt: NOW - 3 * MIN },
      {
        orderId: 'o3',
        tokenId: 9,
        priceKas: 3000,
        seller: 'kaspa:qsellero3',
        buyer: 'kaspa:qbuyero3',
        soldAt: NOW - 2 * MIN,
      },
    ]);
    // asked for the minutes since `since` plus an overlap, for the configured ticker
    expect(api.requests).toEqual(['/api/krc721/sold-orders?ticker=NACHO&minutes=70']);
  });

  it('skips and counts malformed rows and other tickers, keeping the good ones', async () => {
    api.orders = [
      soldOrder('good', 1, 100, NOW - MIN),
      null,
      'not an order',
      [1, 2],
      { _id: 'no-price', tokenId: '3', createdAt: new Date(NOW).toISOString() },
      soldOrder('bad-token', 0, 100, NOW - MIN),
      soldOrder('frac-token', 1.5, 100, NOW - MIN),
      soldOrder('neg-price', 4, -5, NOW - MIN),
      soldOrder('nan-price', 4, 100, NOW - MIN, { price: 'abc' }),
      soldOrder('no-time', 4, 100, NOW - MIN, { createdAt: 'yesterday-ish', fulfillmentTimestamp: null }),
      soldOrder('other', 4, 100, NOW - MIN, { ticker: 'KASPUNKS' }),
      { ...soldOrder('x', 4, 100, NOW - MIN), _id: undefined },
    ];
    const { sales, skipped } = await source().fetchSalesSince(NOW - 60 * MIN);
    expect(sales.map((s) => s.orderId)).toEqual(['good']);
    expect(skipped).toBe(11);
  });

  it('drops orders not newer than `since`', async () => {
    api.orders = [soldOrder('old', 1, 100, NOW - 30 * MIN), soldOrder('new', 2, 100, NOW - 10 * MIN)];
    const { sales } = await source().fetchSalesSince(NOW - 20 * MIN);
    expect(sales.map((s) => s.orderId)).toEqual(['new']);
  });

  it('answers an empty list with no sales, and no floor', async () => {
    api.orders = [soldOrder('o1', 1, 100, NOW - MIN)];
    api.floor = 1234;
    api.fault = 'empty';
    expect(await source().fetchSalesSince(NOW - 60 * MIN)).toEqual({ sales: [], skipped: 0 });
    expect(await source().fetchListingFloor()).toBeNull();
  });

  it('reads the floor price, also when it is a string', async () => {
    api.floor = '1234.5';
    expect(await source().fetchListingFloor()).toBe(1234.5);
    expect(api.requests).toEqual(['/api/krc721/floor-price?ticker=NACHO']);
  });

  it('gives up on a server that accepts and never answers, after its timeout', async () => {
    api.fault = 'hang';
    const started = Date.now();
    await expect(source(300).fetchSalesSince(NOW - 60 * MIN)).rejects.toThrow(
      /no answer from .*sold-orders.* within 300 ms/,
    );
    await expect(source(300).fetchListingFloor()).rejects.toThrow(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops waiting when the caller aborts', async () => {
    api.fault = 'hang';
    const controller = new AbortController();
    const pending = source(60_000).fetchSalesSince(NOW - 60 * MIN, controller.signal);
    controller.abort(new Error('shutting down'));
    await expect(pending).rejects.toThrow('shutting down');
  });

  it('reports a 5xx and an HTML error page as errors that name them', async () => {
    api.fault = '503';
    await expect(source().fetchSalesSince(NOW - 60 * MIN)).rejects.toThrow(/HTTP 503 from .*sold-orders/);
    api.fault = 'html';
    await expect(source().fetchSalesSince(NOW - 60 * MIN)).rejects.toThrow(
      /answered text\/html that is not JSON: "<!DOCTYPE html>/,
    );
    await expect(source().fetchListingFloor()).rejects.toThrow(/text\/html/);
  });
});
