import Router from '@koa/router';
import { z } from 'zod';
import { parseInput, wholeNumberParam, type Config, type Db } from '@nacho/core';
import { contestMonth, monthEnd, PAGE_SIZES } from '@nacho/domain';
import { hallOfFameHistory, latestWinner, topLikedThisMonth } from './queries';

const topQuery = z.object({
  limit: wholeNumberParam(1, 100).prefault(String(PAGE_SIZES.hallOfFameTop)),
});

export function createHallOfFameRouter({ config, db, now = Date.now }: { config: Pick<Config, 'contestTz'>; db: Db; now?: () => number }) {
  const router = new Router({ prefix: '/api/hall-of-fame' });
  router.get('/top', async (ctx) => {
    const { limit } = parseInput(topQuery, ctx.query);
    const at = now();
    const ym = contestMonth(at, config.contestTz);
    ctx.body = { ...(await topLikedThisMonth(db, ym, limit)), month: ym.month, year: ym.year, monthEndsAt: monthEnd(at, config.contestTz), contestTz: config.contestTz };
  });
  router.get('/nft-of-the-month', async (ctx) => {
    const winner = await latestWinner(db);
    ctx.body = {
      nft: winner && { tokenId: winner.tokenId, likeCount: winner.likeCount, resetMonth: winner.resetMonth, resetYear: winner.resetYear },
    };
  });
  router.get('/history', async (ctx) => {
    ctx.body = await hallOfFameHistory(db);
  });
  return router;
}
