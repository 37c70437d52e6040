import type Router from '@koa/router';

/**
 * /api/market/*. The market endpoints (dashboard stats per time frame, history reset) arrive with
 * the market issue; until then the service answers health checks and JSON 404s, and the
 * dashboard's Market Data card shows its error state.
 */
export function createMarketRouters(): Router[] {
  return [];
}
