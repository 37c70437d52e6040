import Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { HallOfFameEntry, LikesPerMonth } from '@nacho/contracts';
import { badRequest, conflict, notFound, parseInput, requireAdmin, type Config, type Db } from '@nacho/core';
import { contestMonth, monthYearLabel, yearMonthKey, type YearMonth } from '@nacho/domain';
import { removeAllLikes, removeLike, removeMonthLikes, likesPerMonth } from '../contest-months/like-removals';
import type { MonthActionDetails } from '../contest-months/month-moderation';
import {
  declareWinner,
  moveWinner,
  removeAllWinners,
  removeWinner,
  type MonthChange,
} from '../contest-months/month-states';
import { winners } from '../contest-months/month-rows';
import { contestMonthsOverview } from '../contest-months/months-overview';
import { writeHallOfFameVisible } from '../settings/site-settings';
import { auditLogPage } from './audit-log';
import { actorOf, recordAdminAction, type AdminAction } from './audit';
import { likeLogPage } from './like-logs';
import {
  declareWinnerBody,
  hallOfFameUpdateBody,
  idParams,
  likeLogsQuery,
  monthBody,
  noFields,
  pageQuery,
  visibilityBody,
} from './schemas';
import { adminStats } from './stats';
import { bodyOf } from './body-of';
import { likesEvent, NO_LIVE_EVENTS, type LivePublisher } from '../live/live-events';

export interface AdminRouterDeps {
  config: Pick<Config, 'contestTz'>;
  db: Db;
  now?: () => number;
  /** Open pages hear of every committed change of counts and winners. */
  live?: LivePublisher;
}

/** The HTTP answer for a month change that did not happen. */
function orFail(change: MonthChange, ym?: YearMonth, id?: number): HallOfFameEntry {
  if (change.ok) return change.entry;
  const month = ym ? monthYearLabel(ym.month, ym.year) : 'The month';
  switch (change.reason) {
    case 'has_winner': {
      const holder = change.winner ? ` (NACHO #${change.winner.tokenId})` : '';
      throw conflict(`${month} already has its NFT of the Month${holder}`, 'month_has_winner');
    }
    case 'month_not_finished':
      throw badRequest(
        `${month} has not ended yet: a winner can be moved only into a finished month`,
        'month_not_finished',
      );
    case 'month_in_future':
      throw badRequest(`${month} has not begun yet`, 'month_in_future');
    case 'not_found':
      throw notFound(`Hall of Fame entry ${id ?? ''} does not exist`.replace('  ', ' '), 'entry_not_found');
    case 'no_likes':
      throw conflict(`${month} has no likes to crown`, 'no_likes');
    case 'same_month':
      throw badRequest(`Hall of Fame entry ${id} is already the winner of ${month}`, 'same_month');
    case 'stale_entry':
      throw conflict(
        `Hall of Fame entry ${change.entry.id} changed since you loaded it (now version ${change.entry.version}: NACHO #${change.entry.tokenId}, ${monthYearLabel(change.entry.resetMonth, change.entry.resetYear)}); reload and try again`,
        'entry_changed',
        { current: change.entry },
      );
  }
}

/**
 * The entry version a correction was made on, from If-Match (`"3"`, `3` or `W/"3"`; `*` or none:
 * any version). Anything else is a 400, never a silent "any".
 */
function versionOf(ctx: Context): number | undefined {
  const header = ctx.get('If-Match').trim();
  if (!header || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw badRequest('If-Match: must be the entry version, e.g. "3"', 'invalid_input');
  return Number(match[1]);
}

/**
 * /api/admin/*: every route here requires an admin session (requireAdmin on the router), and
 * every change writes its admin_audit_log row in the change's own transaction. The sign-in routes
 * (/api/admin/session) live in session-routes.ts.
 */
export function createAdminRouter({ config, db, now = Date.now, live = NO_LIVE_EVENTS }: AdminRouterDeps) {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  /** Runs `change` and its audit row in one transaction. */
  const audited = <T>(
    ctx: Context,
    change: (trx: Knex, at: number) => Promise<{ result: T; audit: AdminAction }>,
  ): Promise<T> =>
    db.transaction(async (trx) => {
      const at = now();
      const { result, audit } = await change(trx, at);
      await recordAdminAction(trx, ctx, at, audit);
      return result;
    });

  router.get('/stats', async (ctx) => {
    const t = now();
    ctx.body = await adminStats(db, t, contestMonth(t, config.contestTz));
  });

  router.get('/like-logs', async (ctx) => {
    ctx.body = await likeLogPage(db, parseInput(likeLogsQuery, ctx.query));
  });

  router.get('/likes-per-month', async (ctx) => {
    const t = now();
    const reply: LikesPerMonth = { current: contestMonth(t, config.contestTz), months: await likesPerMonth(db) };
    ctx.body = reply;
  });

  router.get('/audit-log', async (ctx) => {
    ctx.body = await auditLogPage(db, parseInput(pageQuery, ctx.query).page);
  });

  // The history table of the admin panel: the public /api/hall-of-fame/history is empty while hidden.
  router.get('/hall-of-fame', async (ctx) => {
    ctx.body = await winners(db);
  });

  router.get('/contest-months', async (ctx) => {
    ctx.body = await contestMonthsOverview(db, contestMonth(now(), config.contestTz));
  });

  router.delete('/delete-like/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    const result = await audited(ctx, async (trx, at) => {
      const removed = await removeLike(trx, id, at, actorOf(ctx));
      if (!removed) throw notFound(`Like ${id} does not exist`, 'like_not_found');
      const { likesByMonth, ...result } = removed;
      const details: MonthActionDetails = {
        months: Object.keys(likesByMonth),
        likesByMonth,
        likeId: id,
        tokenId: removed.tokenId,
      };
      return { result: { deleted: 1, ...result }, audit: { action: 'delete_like', target: `like:${id}`, details } };
    });
    await live.publish(
      likesEvent(result.tokenId, result.likeCount, { year: result.year, month: result.month }, now(), config.contestTz),
    );
    ctx.body = result;
  });

  router.post('/delete-all-likes', async (ctx) => {
    parseInput(noFields, bodyOf(ctx));
    let months: string[] = [];
    ctx.body = await audited(ctx, async (trx, at) => {
      const { likesByMonth, ...counts } = await removeAllLikes(trx, at, actorOf(ctx));
      months = Object.keys(likesByMonth);
      const details: MonthActionDetails = { months, likesByMonth, ...counts };
      return { result: counts, audit: { action: 'delete_all_likes', details } };
    });
    await live.publish({ type: 'likes-reset', months });
  });

  const removeMonth = async (
    ctx: Context,
    ym: YearMonth,
    action: 'reset_monthly_contest' | 'delete_likes_for_month',
  ) => {
    const result = await audited(ctx, async (trx, at) => {
      const { likesByMonth, ...counts } = await removeMonthLikes(trx, ym, at, actorOf(ctx));
      const details: MonthActionDetails = { months: [yearMonthKey(ym)], likesByMonth, ...counts };
      return { result: { ...ym, ...counts }, audit: { action, target: `month:${yearMonthKey(ym)}`, details } };
    });
    await live.publish({ type: 'likes-reset', months: [yearMonthKey(ym)] });
    return result;
  };
  /** After a winner change committed: banners and the Hall of Fame read the winners again. */
  const winnersChanged = (months: string[]) => live.publish({ type: 'winners', months });

  router.post('/reset-monthly-contest', async (ctx) => {
    parseInput(noFields, bodyOf(ctx));
    ctx.body = await removeMonth(ctx, contestMonth(now(), config.contestTz), 'reset_monthly_contest');
  });

  router.post('/delete-likes-for-month', async (ctx) => {
    ctx.body = await removeMonth(ctx, parseInput(monthBody, bodyOf(ctx)), 'delete_likes_for_month');
  });

  router.post('/declare-winner', async (ctx) => {
    const body = parseInput(declareWinnerBody, bodyOf(ctx));
    ctx.body = await audited(ctx, async (trx, at) => {
      const current = contestMonth(at, config.contestTz);
      const ym = body.year !== undefined && body.month !== undefined ? { year: body.year, month: body.month } : current;
      const entry = orFail(await declareWinner(trx, ym, body.tokenId, current, at, actorOf(ctx)), ym);
      const details: MonthActionDetails = {
        months: [yearMonthKey(ym)],
        tokenId: entry.tokenId,
        likeCount: entry.likeCount,
        entryId: entry.id,
      };
      return {
        result: { tokenId: entry.tokenId, month: ym.month, year: ym.year, entry },
        audit: { action: 'declare_winner', target: `month:${yearMonthKey(ym)}`, details },
      };
    });
    await winnersChanged([yearMonthKey(ctx.body as YearMonth)]);
  });

  router.put('/hall-of-fame/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    const target = parseInput(hallOfFameUpdateBody, bodyOf(ctx));
    const version = versionOf(ctx);
    ctx.body = await audited(ctx, async (trx, at) => {
      const before = await trx('contest_months').first('year', 'month').where({ entry_id: id });
      const entry = orFail(
        await moveWinner(trx, id, target, contestMonth(at, config.contestTz), at, actorOf(ctx), version),
        target,
        id,
      );
      const from = { year: Number(before.year), month: Number(before.month) };
      const details: MonthActionDetails = {
        months: [yearMonthKey(from), yearMonthKey(target)],
        tokenId: entry.tokenId,
        from,
        to: target,
        entryId: entry.id,
      };
      return {
        result: {
          id: entry.id,
          version: entry.version,
          tokenId: entry.tokenId,
          month: target.month,
          year: target.year,
        },
        audit: { action: 'move_hall_of_fame_entry', target: `entry:${id}`, details },
      };
    });
    await winnersChanged([yearMonthKey(target)]);
  });

  router.delete('/hall-of-fame/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    const version = versionOf(ctx);
    ctx.body = await audited(ctx, async (trx, at) => {
      const entry = orFail(
        await removeWinner(trx, id, contestMonth(at, config.contestTz), at, actorOf(ctx), version),
        undefined,
        id,
      );
      const ym = { year: entry.resetYear, month: entry.resetMonth };
      const details: MonthActionDetails = { months: [yearMonthKey(ym)], tokenId: entry.tokenId };
      return {
        result: { deleted: 1, id, tokenId: entry.tokenId, ...ym },
        audit: { action: 'delete_hall_of_fame_entry', target: `entry:${id}`, details },
      };
    });
    await winnersChanged([yearMonthKey(ctx.body as YearMonth)]);
  });

  router.delete('/hall-of-fame', async (ctx) => {
    ctx.body = await audited(ctx, async (trx, at) => {
      const months: Array<{ year: number; month: number }> = await trx('contest_months')
        .select('year', 'month')
        .whereIn('state', ['crowned', 'declared']);
      const deleted = await removeAllWinners(trx, contestMonth(at, config.contestTz), at, actorOf(ctx));
      const details: MonthActionDetails = { months: months.map(yearMonthKey), deletedEntries: deleted };
      return { result: { deletedEntries: deleted }, audit: { action: 'delete_all_hall_of_fame_entries', details } };
    });
    await winnersChanged([]);
  });

  router.put('/hall-of-fame-visibility', async (ctx) => {
    const { visible } = parseInput(visibilityBody, bodyOf(ctx));
    ctx.body = await audited(ctx, async (trx, at) => {
      await writeHallOfFameVisible(trx, visible, at);
      return { result: { visible }, audit: { action: 'set_hall_of_fame_visibility', details: { visible } } };
    });
  });

  return router;
}
