import type Router from '@koa/router';
import { requireAdmin } from '@nacho/core';
import { TIME_FRAMES } from '@nacho/domain';
import { resetMarketHistory } from '../snapshots/write-snapshot';
import type { MarketRouterDeps } from './market-deps';

/** POST /reset-history (admin session): deletes all history and writes new baselines for every frame. */
export function resetHistoryRoute(router: Router, deps: MarketRouterDeps): void {
  const now = deps.now ?? Date.now;
  router.post('/reset-history', requireAdmin, async (ctx) => {
    const actor = ctx.state.user?.id ?? 'admin';
    const { deleted, baselines } = await resetMarketHistory(
      deps.db,
      { source: deps.config.marketSource, now: now() },
      { actor, ipAddress: ctx.ip || null },
    );
    deps.logger.info({ deleted, baselines, actor }, 'market data history reset');
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
