import type Router from '@koa/router';
import { parseInput } from '@nacho/core';
import type { MarketRouterDeps } from './market-deps';
import { SalesQuery } from './schemas';

interface SaleRow {
  order_id: string;
  price_kas: number | string;
  seller: string | null;
  buyer: string | null;
  sold_at: number | string;
}

/** GET /sales?tokenId=&limit=: the token's most recent sales on the configured market source. */
export function tokenSalesRoute(router: Router, deps: MarketRouterDeps): void {
  router.get('/sales', async (ctx) => {
    const { tokenId, limit } = parseInput(SalesQuery, ctx.query);
    const rows = (await deps
      .db('market_sales')
      .select('order_id', 'price_kas', 'seller', 'buyer', 'sold_at')
      .where({ source: deps.config.marketSource, token_id: tokenId })
      .orderBy([
        { column: 'sold_at', order: 'desc' },
        { column: 'order_id', order: 'desc' },
      ])
      .limit(limit)) as SaleRow[];
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = {
      result: {
        tokenId,
        sales: rows.map((r) => ({
          orderId: r.order_id,
          priceKas: Number(r.price_kas),
          seller: r.seller,
          buyer: r.buyer,
          soldAt: Number(r.sold_at),
        })),
      },
    };
  });
}
