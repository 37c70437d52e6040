import type { MarketSale } from '../market-source';

/** A row of GET /api/krc721/sold-orders as kaspa.com sends it (numbers may arrive as strings). */
export type SoldOrderRow = Record<string, unknown>;

const number = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** Epoch ms from epoch ms or seconds (number or digits) or an ISO date. */
export function parseTime(value: unknown): number | null {
  const n = number(value);
  if (n !== null) return n > 0 ? (n < 1e11 ? n * 1000 : n) : null;
  if (typeof value === 'string') {
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : at;
  }
  return null;
}

const address = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;

/** The sale of a sold-order row of `tick`, or null when the row cannot be read (or is another collection's). */
export function saleOfSoldOrder(row: unknown, tick: string): MarketSale | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  const order = row as SoldOrderRow;
  if (typeof order.ticker === 'string' && order.ticker.toUpperCase() !== tick.toUpperCase()) return null;
  const orderId = typeof order._id === 'string' || typeof order._id === 'number' ? String(order._id) : '';
  const tokenId = number(order.tokenId);
  const priceKas = number(order.price);
  const soldAt = parseTime(order.fulfillmentTimestamp) ?? parseTime(order.createdAt);
  if (
    !orderId ||
    tokenId === null ||
    !Number.isInteger(tokenId) ||
    tokenId < 1 ||
    priceKas === null ||
    priceKas <= 0 ||
    soldAt === null
  ) {
    return null;
  }
  return {
    orderId,
    tokenId,
    priceKas,
    seller: address(order.sellerAddress),
    buyer: address(order.buyerAddress),
    soldAt,
  };
}

/** floor_price of `tick` in a floor-price answer ([{ticker, floor_price}]); null when absent. */
export function floorOfAnswer(answer: unknown, tick: string): number | null {
  if (!Array.isArray(answer)) return null;
  for (const entry of answer) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { ticker, floor_price: floor } = entry as Record<string, unknown>;
    if (typeof ticker === 'string' && ticker.toUpperCase() !== tick.toUpperCase()) continue;
    const value = number(floor);
    if (value !== null && value > 0) return value;
  }
  return null;
}
