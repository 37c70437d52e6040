import type { MarketSource } from '../market-source';
import { getJson, MarketApiError } from './get-json';
import { floorOfAnswer, saleOfSoldOrder } from './sold-order';

export interface KaspacomMarketOptions {
  /** e.g. https://api.kaspa.com (no trailing slash) */
  apiUrl: string;
  tick: string;
  /** Per request, body included; default 15 s. */
  timeoutMs?: number;
  now?: () => number;
}

const MINUTE = 60_000;
/** The API is asked for at most 30 days back. */
const MAX_MINUTES = 30 * 24 * 60;
/** Orders can show up a little after their fulfilment time: each fetch overlaps the last by this much. */
const OVERLAP_MINUTES = 10;

/** kaspa.com's KRC-721 market API: sold orders of the last n minutes and the current floor. */
export function createKaspacomMarketSource(options: KaspacomMarketOptions): MarketSource {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const url = (path: string, query: Record<string, string>) =>
    `${options.apiUrl}${path}?${new URLSearchParams(query).toString()}`;
  return {
    name: 'kaspacom',
    async fetchSalesSince(sinceMs, signal) {
      const minutes = Math.min(MAX_MINUTES, Math.max(15, Math.ceil((now() - sinceMs) / MINUTE) + OVERLAP_MINUTES));
      const answer = await getJson(url('/api/krc721/sold-orders', { ticker: options.tick, minutes: String(minutes) }), {
        timeoutMs,
        signal,
      });
      if (!Array.isArray(answer)) throw new MarketApiError(`sold-orders answered ${typeof answer} instead of a list`);
      const sales = [];
      let skipped = 0;
      for (const row of answer) {
        const sale = saleOfSoldOrder(row, options.tick);
        if (!sale) skipped += 1;
        else if (sale.soldAt > sinceMs) sales.push(sale);
      }
      return { sales, skipped };
    },
    async fetchListingFloor(signal) {
      return floorOfAnswer(
        await getJson(url('/api/krc721/floor-price', { ticker: options.tick }), { timeoutMs, signal }),
        options.tick,
      );
    },
  };
}
