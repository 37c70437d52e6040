import Router from '@koa/router';
import { z } from 'zod';
import { parseInput, wholeNumberParam, unauthorized, type Config, type Db } from '@nacho/core';
import { COLLECTION_SIZE, contestMonth } from '@nacho/domain';

const tokenParams = z.object({
  tokenId: wholeNumberParam(1, COLLECTION_SIZE),
});

/** Read side of likes. Liking itself needs sign-in and arrives with the contest work. */
export function createLikesRouter({ config, db, now = Date.now }: { config: Pick<Config, 'contestTz'>; db: Db; now?: () => number }) {
  const router = new Router({ prefix: '/api/likes' });
  router.get('/nft/:tokenId', async (ctx) => {
    const { tokenId } = parseInput(tokenParams, ctx.params);
    const ym = contestMonth(now(), config.contestTz);
    const row = await db('nft_like_counts').first('like_count').where({ token_id: tokenId, reset_year: ym.year, reset_month: ym.month });
    ctx.body = { liked: false, count: row?.like_count ?? 0 };
  });
  router.get('/user/limit', () => {
    throw unauthorized('Sign in to like NFTs');
  });
  return router;
}
