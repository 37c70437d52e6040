import Router from '@koa/router';
import type { z } from 'zod';
import type { HallOfFameTop, NftOfTheMonthReply, RankingsPage, StandingRow } from '@nacho/contracts';
import { notFound, parseInput, type Config, type Db, type Logger, type Redis } from '@nacho/core';
import { contestMonth, monthEnd, yearMonthKey, type YearMonth } from '@nacho/domain';
import { monthReport, reportableMonth } from '../contest-months/month-report';
import { hasWinner, howOf, latestWinner, readMonth, winners } from '../contest-months/month-rows';
import { likedNftCount, monthStandings } from '../contest-months/standings';
import { readHallOfFameVisible } from '../settings/site-settings';
import { topWithoutWinner, withoutWinner } from './hidden-winners';
import type { ContestSigner } from '../seals/contest-signer';
import { addSealRoutes } from '../seals/seal-routes';
import { addMonthExportRoutes } from './month-export-routes';
import { monthParams, rankingsQuery, topQuery } from './schemas';

/**
 * One page of the month's standings for /all-liked-nfts. The rank is the place in the standings
 * whatever the search or sort. Without a search the page is read with LIMIT/OFFSET; a search
 * (a token id containing the text, or a like count equal to it) filters the month's standings,
 * which hold at most one row per NFT of the collection.
 */
export async function rankingsPage(
  db: Db,
  ym: YearMonth,
  query: z.infer<typeof rankingsQuery>,
): Promise<Pick<RankingsPage, 'nfts' | 'total' | 'count'>> {
  const { limit, offset, sort } = query;
  const count = await likedNftCount(db, ym);
  const needle = query.q.trim().replace(/^#/, '');
  const toItem = (s: StandingRow) => ({ rank: s.rank, tokenId: s.tokenId, likeCount: s.likeCount });
  if (count === 0) return { nfts: [], total: 0, count };
  if (!needle) {
    if (offset >= count) return { nfts: [], total: count, count };
    if (sort === 'desc')
      return { nfts: (await monthStandings(db, ym, { limit, offset })).map(toItem), total: count, count };
    const end = count - offset;
    const start = Math.max(0, end - limit);
    const rows = await monthStandings(db, ym, { limit: end - start, offset: start });
    return { nfts: rows.reverse().map(toItem), total: count, count };
  }
  const all = await monthStandings(db, ym, { limit: count });
  const matching = all.filter((s) => String(s.tokenId).includes(needle) || String(s.likeCount) === needle);
  if (sort === 'asc') matching.reverse();
  return { nfts: matching.slice(offset, offset + limit).map(toItem), total: matching.length, count };
}

export function createHallOfFameRouter({
  config,
  db,
  redis,
  logger,
  now = Date.now,
  signer,
}: {
  config: Pick<Config, 'contestTz' | 'exportsPerIp' | 'exportsAtOnce'>;
  db: Db;
  redis?: Redis;
  logger?: Pick<Logger, 'warn'>;
  now?: () => number;
  signer: ContestSigner;
}) {
  const router = new Router({ prefix: '/api/hall-of-fame' });
  router.get('/top', async (ctx) => {
    const { limit } = parseInput(topQuery, ctx.query);
    const at = now();
    const ym = contestMonth(at, config.contestTz);
    const [nfts, count, row, visible] = await Promise.all([
      monthStandings(db, ym, { limit }),
      likedNftCount(db, ym),
      readMonth(db, ym),
      readHallOfFameVisible(db),
    ]);
    const reply: HallOfFameTop = {
      nfts: nfts.map((s) => ({ tokenId: s.tokenId, likeCount: s.likeCount })),
      count,
      month: ym.month,
      year: ym.year,
      monthEndsAt: monthEnd(at, config.contestTz),
      contestTz: config.contestTz,
      monthWinner: hasWinner(row) ? { tokenId: Number(row.token_id), how: howOf(row) } : null,
    };
    ctx.body = visible ? reply : topWithoutWinner(reply);
  });
  router.get('/rankings', async (ctx) => {
    const query = parseInput(rankingsQuery, ctx.query);
    const ym = contestMonth(now(), config.contestTz);
    const reply: RankingsPage = { ...(await rankingsPage(db, ym, query)), month: ym.month, year: ym.year };
    ctx.body = reply;
  });
  // While the admin hides the Hall of Fame, the public reads say nothing of winners (the admin's own reads do).
  router.get('/nft-of-the-month', async (ctx) => {
    const winner = (await readHallOfFameVisible(db)) ? await latestWinner(db) : null;
    const reply: NftOfTheMonthReply = {
      nft: winner && {
        tokenId: winner.tokenId,
        likeCount: winner.likeCount,
        resetMonth: winner.resetMonth,
        resetYear: winner.resetYear,
        how: winner.how,
      },
    };
    ctx.body = reply;
  });
  router.get('/history', async (ctx) => {
    ctx.body = (await readHallOfFameVisible(db)) ? await winners(db) : [];
  });

  const notFoundMonth = (ym: { year: number; month: number }) =>
    notFound(`No contest month ${yearMonthKey(ym)}: it has not begun, or nothing happened in it`, 'month_not_found');
  const reportOf = async (params: unknown) => {
    const ym = parseInput(monthParams, params);
    const [report, visible] = await Promise.all([
      monthReport(db, ym, contestMonth(now(), config.contestTz), config.contestTz, [...signer.keys]),
      readHallOfFameVisible(db),
    ]);
    if (!report) throw notFoundMonth(ym);
    return visible ? report : withoutWinner(report);
  };
  /** The exports only need to know the month exists, not its standings and moderation. */
  const exportedMonth = async (params: unknown) => {
    const ym = parseInput(monthParams, params);
    if (!(await reportableMonth(db, ym, contestMonth(now(), config.contestTz)))) throw notFoundMonth(ym);
    return ym;
  };
  router.get('/months/:year/:month', async (ctx) => {
    ctx.body = await reportOf(ctx.params);
  });
  addMonthExportRoutes(router, { config, db, redis, logger, now, exportedMonth });
  addSealRoutes(router, { contestTz: config.contestTz, db, signer, redis, exportedMonth });
  return router;
}
