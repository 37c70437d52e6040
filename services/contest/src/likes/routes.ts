import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { countLikes, forbidden, notFound, parseInput, requireUser, type Config, type Db } from '@nacho/core';
import { likeResetCountdownText } from '@nacho/domain';
import { addBallotRoutes } from '../ballots/ballot-routes';
import { voterPseudonym } from '../contest-months/likes-export';
import { likesEvent, NO_LIVE_EVENTS, type LivePublisher } from '../live/live-events';
import type { ContestSigner } from '../seals/contest-signer';
import { likeReceipt } from '../seals/like-receipt';
import { contestDayWindow } from './contest-day-window';
import { assertHolder } from './holders-only';
import { knownTokens } from './known-tokens';
import { createLikeWriter } from './like-batch-writer';
import { tokenParams } from './schemas';
import {
  likedToday,
  monthCount,
  readAllowance,
  resetAllAllowances,
  unlikeNft,
  type Allowance,
  type ContestClock,
} from './like-store';

type LikesConfig = Pick<Config, 'contestTz' | 'dailyLikeLimit' | 'contestHoldersOnly' | 'nodeEnv' | 'publicOrigin'>;

const withCountdown = (a: Allowance, now: number, contestTz: string) => ({
  ...a,
  timeRemaining: likeResetCountdownText(a.nextReset - now),
  contestTz,
});

/** /api/likes/* and the spec's midnight-reset test aid. */
export function createLikesRouter({
  config,
  db,
  now = Date.now,
  live = NO_LIVE_EVENTS,
  signer,
}: {
  config: LikesConfig;
  db: Db;
  now?: () => number;
  live?: LivePublisher;
  signer: ContestSigner;
}) {
  const router = new Router();
  const clock = (): ContestClock => ({ now: now(), tz: config.contestTz, dailyLikeLimit: config.dailyLikeLimit });

  const inCollection = knownTokens(db);
  const writeLike = createLikeWriter(db);
  const knownToken = async (ctx: Context) => {
    const { tokenId } = parseInput(tokenParams, ctx.params);
    if (!(await inCollection(tokenId)))
      throw notFound(`NFT #${tokenId} does not exist in the collection`, 'unknown_token');
    return tokenId;
  };

  router.get('/api/likes/nft/:tokenId', async (ctx) => {
    const { tokenId } = parseInput(tokenParams, ctx.params);
    const c = clock();
    const user = ctx.state.user;
    const [count, liked] = await Promise.all([
      monthCount(db, tokenId, contestDayWindow(c.now, c.tz).month),
      user ? likedToday(db, user.id, tokenId, c) : Promise.resolve(false),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { liked, count };
  });

  router.post('/api/likes/nft/:tokenId', countLikes(), requireUser, async (ctx) => {
    const user = ctx.state.user!;
    const tokenId = await knownToken(ctx);
    if (config.contestHoldersOnly) await assertHolder(db, user);
    const c = clock();
    const outcome = await writeLike({ userId: user.id, createdAt: user.createdAt, ip: ctx.ip || null }, tokenId, c);
    if (outcome.ok) {
      // After the commit (the writer's transaction is over): every open page hears of the new count.
      const { month, monthKey } = contestDayWindow(c.now, c.tz);
      const receipt = likeReceipt(signer, {
        month: monthKey,
        likeId: outcome.likeId,
        tokenId,
        voter: user.address ?? voterPseudonym(user.id),
        likedAt: c.now,
      });
      await Promise.all([
        live.publish(likesEvent(tokenId, outcome.likeCount, month, c.now, c.tz)),
        live.publish({ type: 'likes-left', userId: user.id, ...outcome.allowance }),
      ]);
      ctx.body = {
        likeCount: outcome.likeCount,
        liked: true,
        ...withCountdown(outcome.allowance, c.now, c.tz),
        receipt,
      };
    } else if (outcome.reason === 'already_liked') {
      ctx.status = 400;
      ctx.body = { error: { code: 'already_liked', message: 'You have already liked this NFT today' } };
    } else {
      const a = withCountdown(outcome.allowance, c.now, c.tz);
      ctx.status = 429;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((a.nextReset - c.now) / 1000))));
      ctx.body = {
        error: {
          code: 'daily_limit_reached',
          message: `You have used all ${a.dailyLikeLimit} likes for today. Likes reset at midnight (in ${a.timeRemaining}).`,
          nextReset: a.nextReset,
        },
      };
    }
  });

  router.delete('/api/likes/nft/:tokenId', requireUser, async (ctx) => {
    const user = ctx.state.user!;
    const tokenId = await knownToken(ctx);
    const c = clock();
    const { likeCount, removed } = await unlikeNft(db, user.id, tokenId, c);
    if (removed) await live.publish(likesEvent(tokenId, likeCount, contestDayWindow(c.now, c.tz).month, c.now, c.tz));
    ctx.body = { likeCount, liked: false, ...withCountdown(await readAllowance(db, user.id, c), c.now, c.tz) };
  });

  addBallotRoutes(router, { config, db, now });

  router.get('/api/likes/user/limit', requireUser, async (ctx) => {
    const c = clock();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = withCountdown(await readAllowance(db, ctx.state.user!.id, c), c.now, c.tz);
  });

  // The spec's test aid: open outside production; in production (one process or many) an admin action.
  const simulationGuard: Middleware = (ctx, next) => {
    if (config.nodeEnv !== 'production' || ctx.state.isAdmin) return next();
    throw forbidden(
      'The midnight-reset simulation is a test aid: in production it needs an admin session',
      'admin_required',
    );
  };
  router.post('/api/simulate-midnight-reset', simulationGuard, async (ctx) => {
    const reset = await resetAllAllowances(db, now());
    await live.publish({ type: 'allowances-reset' });
    ctx.body = { success: true, usersReset: reset };
  });
  return router;
}
