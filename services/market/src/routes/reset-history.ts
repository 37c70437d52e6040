import type Router from '@koa/router';
import { actorOf, recordAdminAction, requireAdmin } from '@nacho/core';
import { TIME_FRAMES } from '@nacho/domain';
import { resetMarketHistory } from '../snapshots/write-snapshot';
import type { MarketRouterDeps } from './market-deps';

/** POST /reset-history (admin session): deletes all history and writes new baselines for every frame. */
export function resetHistoryRoute(router: Router, deps: MarketRouterDeps): void {
  const now = deps.now ?? Date.now;
  router.post('/reset-history', requireAdmin, async (ctx) => {
    const at = now();
    const { deleted, baselines } = await resetMarketHistory(
      deps.db,
      { source: deps.config.marketSource, now: at },
      (trx, outcome) =>
        recordAdminAction(trx, ctx, at, {
          action: 'reset_market_history',
          target: 'market_data_history',
          details: outcome,
        }),
    );
    deps.logger.info({ deleted, baselines, actor: actorOf(ctx) }, 'market data history reset');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      result: {
        message: `Market data history reset: ${deleted} entries deleted, new baselines created for ${TIME_FRAMES.join(', ')}`,
        deleted,
        baselines,
      },
    };
  });
}
