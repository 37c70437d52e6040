import Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { LikesPerMonth } from '@nacho/contracts';
import { conflict, notFound, parseInput, requireAdmin, type Config, type Db } from '@nacho/core';
import { contestMonth } from '@nacho/domain';
import { crownMonth } from '../hall-of-fame/crowning';
import { writeHallOfFameVisible } from '../settings/site-settings';
import { auditLogPage } from './audit-log';
import { actorOf, recordAdminAction, type AdminAction } from './audit';
import { clearAllLikes, clearMonthLikes, deleteLike, likesPerMonth } from './contest-resets';
import { likeLogPage } from './like-logs';
import { declareWinnerBody, hallOfFameUpdateBody, idParams, likeLogsQuery, monthBody, noFields, pageQuery, visibilityBody } from './schemas';
import { adminStats } from './stats';
import { bodyOf } from './body-of';
import { isUniqueViolation } from './unique-violation';

export interface AdminRouterDeps { config: Pick<Config, 'contestTz'>; db: Db; now?: () => number }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * /api/admin/*: every route here requires an admin session (requireAdmin on the router), and
 * every change writes its admin_audit_log row in the change's own transaction. The sign-in routes
 * (/api/admin/session) live in session-routes.ts.
 */
export function createAdminRouter({ config, db, now = Date.now }: AdminRouterDeps) {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  /** Runs `change` and its audit row in one transaction. */
  const audited = <T>(ctx: Context, change: (trx: Knex, at: number) => Promise<{ result: T; audit: AdminAction }>): Promise<T> =>
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

  router.delete('/delete-like/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    ctx.body = await audited(ctx, async (trx, at) => {
      const removed = await deleteLike(trx, id, at);
      if (!removed) throw notFound(`Like ${id} does not exist`, 'like_not_found');
      return { result: { deleted: 1, ...removed }, audit: { action: 'delete_like', target: `like:${id}`, details: removed } };
    });
  });

  router.post('/delete-all-likes', async (ctx) => {
    parseInput(noFields, bodyOf(ctx));
    ctx.body = await audited(ctx, async (trx) => {
      const counts = await clearAllLikes(trx);
      return { result: counts, audit: { action: 'delete_all_likes', details: counts } };
    });
  });

  router.post('/reset-monthly-contest', async (ctx) => {
    parseInput(noFields, bodyOf(ctx));
    const ym = contestMonth(now(), config.contestTz);
    ctx.body = await audited(ctx, async (trx) => {
      const counts = await clearMonthLikes(trx, ym);
      return { result: { ...ym, ...counts }, audit: { action: 'reset_monthly_contest', target: `month:${ym.year}-${ym.month}`, details: counts } };
    });
  });

  router.post('/delete-likes-for-month', async (ctx) => {
    const ym = parseInput(monthBody, bodyOf(ctx));
    ctx.body = await audited(ctx, async (trx) => {
      const counts = await clearMonthLikes(trx, ym);
      return { result: { ...ym, ...counts }, audit: { action: 'delete_likes_for_month', target: `month:${ym.year}-${ym.month}`, details: counts } };
    });
  });

  router.post('/declare-winner', async (ctx) => {
    const { tokenId } = parseInput(declareWinnerBody, bodyOf(ctx));
    const t = now();
    const { year, month } = contestMonth(t, config.contestTz);
    ctx.body = await audited(ctx, async (trx, at) => {
      const outcome = await crownMonth(trx, { year, month, now: at, tokenId, source: 'admin', actor: actorOf(ctx) });
      if (!outcome.crowned || !outcome.entry) {
        const holder = outcome.entry ? ` (NFT #${outcome.entry.tokenId})` : '';
        throw conflict(`${MONTHS[month - 1]} ${year} already has its NFT of the Month${holder}`, 'already_crowned');
      }
      return {
        result: { tokenId, month, year, entry: outcome.entry },
        audit: { action: 'declare_winner', target: `token:${tokenId}`, details: { year, month, likeCount: outcome.entry.likeCount, entryId: outcome.entry.id } },
      };
    });
  });

  router.put('/hall-of-fame/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    const { month, year } = parseInput(hallOfFameUpdateBody, bodyOf(ctx));
    try {
      ctx.body = await audited(ctx, async (trx, at) => {
        const before: { reset_month: number; reset_year: number; token_id: number } | undefined = await trx('hall_of_fame_history')
          .first('reset_month', 'reset_year', 'token_id')
          .where({ id });
        if (!before) throw notFound(`Hall of Fame entry ${id} does not exist`, 'entry_not_found');
        await trx('hall_of_fame_history').where({ id }).update({ reset_month: month, reset_year: year, updated_at: at });
        return {
          result: { id, tokenId: before.token_id, month, year },
          audit: { action: 'update_hall_of_fame_entry', target: `entry:${id}`, details: { tokenId: before.token_id, from: { month: before.reset_month, year: before.reset_year }, to: { month, year } } },
        };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`${MONTHS[month - 1]} ${year} already has a Hall of Fame entry`, 'month_taken');
      throw err;
    }
  });

  router.delete('/hall-of-fame/:id', async (ctx) => {
    const { id } = parseInput(idParams, ctx.params);
    ctx.body = await audited(ctx, async (trx) => {
      const entry: { token_id: number; reset_month: number; reset_year: number } | undefined = await trx('hall_of_fame_history')
        .first('token_id', 'reset_month', 'reset_year')
        .where({ id });
      if (!entry || (await trx('hall_of_fame_history').where({ id }).del()) !== 1) throw notFound(`Hall of Fame entry ${id} does not exist`, 'entry_not_found');
      const details = { tokenId: entry.token_id, month: entry.reset_month, year: entry.reset_year };
      return { result: { deleted: 1, id, ...details }, audit: { action: 'delete_hall_of_fame_entry', target: `entry:${id}`, details } };
    });
  });

  router.delete('/hall-of-fame', async (ctx) => {
    ctx.body = await audited(ctx, async (trx) => {
      const deleted = await trx('hall_of_fame_history').del();
      return { result: { deletedEntries: deleted }, audit: { action: 'delete_all_hall_of_fame_entries', details: { deletedEntries: deleted } } };
    });
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
