import Router from '@koa/router';
import { dashboardStatsRoute } from './dashboard-stats';
import { historyRoute } from './history';
import type { MarketRouterDeps } from './market-deps';
import { buildMarketOpenApiDocument, MARKET_PREFIX } from './openapi-document';
import { resetHistoryRoute } from './reset-history';
import { tokenSalesRoute } from './token-sales';

/** Every /api/market route. */
export function createMarketRouter(deps: MarketRouterDeps): Router {
  const router = new Router({ prefix: MARKET_PREFIX });
  dashboardStatsRoute(router, deps);
  historyRoute(router, deps);
  tokenSalesRoute(router, deps);
  resetHistoryRoute(router, deps);
  let document: object | undefined;
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document ??= buildMarketOpenApiDocument();
  });
  return router;
}
