import type Router from '@koa/router';
import { HttpError, parseInput } from '@nacho/core';
import { SNAPSHOT_SLOT_MS } from '../snapshots/slot';
import type { MarketRouterDeps } from './market-deps';
import { DashboardStatsQuery } from './schemas';

interface LatestRow {
  timestamp: number | string;
  floor_price: number | null;
  volume_kas: number | null;
  volume_usd: number | null;
  avg_price: number | null;
  highest_price: number | null;
  total_sales: number | null;
  unique_buyers: number | null;
  unique_sellers: number | null;
  floor_price_change: number | null;
  volume_change: number | null;
  listing_floor: number | null;
  source_answered_at: number | string | null;
  source_failing_since: number | string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The cheapest asking price among the indexer's listings (nft_listings, kept by the collection sync), KAS. */
async function indexerListingFloor(deps: MarketRouterDeps): Promise<number | null> {
  const row = (await deps.db('nft_listings').min({ floor: 'price_sompi' }).first()) as
    { floor: number | string | null } | undefined;
  return row?.floor == null ? null : Number(row.floor) / 100_000_000;
}

/**
 * GET /dashboard-stats?timeFrame=: the frame's figures from the latest snapshot, cacheable until the
 * next one is due, with what the snapshot knew about the marketplace (when it last answered, since
 * when it has been failing), so that the card can tell a visitor how old the market data really is.
 */
export function dashboardStatsRoute(router: Router, deps: MarketRouterDeps): void {
  const now = deps.now ?? Date.now;
  router.get('/dashboard-stats', async (ctx) => {
    const { timeFrame } = parseInput(DashboardStatsQuery, ctx.query);
    const row = (await deps
      .db('market_data_history')
      .where({ time_frame: timeFrame })
      .orderBy([
        { column: 'timestamp', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first()) as LatestRow | undefined;
    if (!row)
      throw new HttpError(503, 'market_data_unavailable', 'No market snapshot has been taken yet; try again shortly');
    const asOf = Number(row.timestamp);
    const freshForMs = Math.max(0, asOf + SNAPSHOT_SLOT_MS - now());
    ctx.set('Cache-Control', `public, max-age=${Math.floor(freshForMs / 1000)}`);
    ctx.set('Last-Modified', new Date(asOf).toUTCString());
    ctx.body = {
      result: {
        timeFrame,
        floorPrice: num(row.floor_price),
        volume24h: Number(row.volume_kas ?? 0),
        volumeUsd: num(row.volume_usd),
        avgPrice: num(row.avg_price),
        highestPrice: num(row.highest_price),
        totalSales: Number(row.total_sales ?? 0),
        uniqueBuyers: Number(row.unique_buyers ?? 0),
        uniqueSellers: Number(row.unique_sellers ?? 0),
        floorPriceChange: num(row.floor_price_change),
        volumeChange: num(row.volume_change),
        // The marketplace's own lowest ask when it gives one, else the indexer's listings.
        listingFloor: num(row.listing_floor) ?? (await indexerListingFloor(deps)),
        asOf,
        sourceAnsweredAt: num(row.source_answered_at),
        sourceFailingSince: num(row.source_failing_since),
      },
    };
  });
}
