import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  ExportedLikes,
  HallOfFameHistory,
  HallOfFameTop,
  HallOfFameVisibility,
  MonthReport,
  NftOfTheMonthReply,
  RankingsPage,
} from '@nacho/contracts';
import { monthParams, rankingsQuery, topQuery } from '../hall-of-fame/schemas';
import { operation, reply } from './responses';

const BAD_MONTH = 'year or month out of range (invalid_input)';
const NO_MONTH = 'The month has not begun, or nothing happened in it (month_not_found)';
const read = (spec: Parameters<typeof operation>[2]) => ({ get: operation('get', 'hall of fame', spec) });

/** /api/hall-of-fame: this month's standings, the winners, a month's report and its like exports. */
export function hallOfFamePaths(): ZodOpenApiPathsObject {
  return {
    '/api/hall-of-fame/top': read({
      operationId: 'hallOfFameTop',
      summary: "This month's most-liked NFTs, with the month's end and a declared winner",
      requestParams: { query: topQuery },
      ok: { 200: reply('Top of the month', HallOfFameTop) },
      fails: { 400: 'limit out of range (invalid_input)' },
    }),
    '/api/hall-of-fame/rankings': read({
      operationId: 'rankings',
      summary: 'One page of every NFT liked this month, searchable and sortable, each with its rank',
      requestParams: { query: rankingsQuery },
      ok: { 200: reply('A page of the standings', RankingsPage) },
      fails: { 400: 'limit, offset, sort or q invalid (invalid_input)' },
    }),
    '/api/hall-of-fame/nft-of-the-month': read({
      operationId: 'nftOfTheMonth',
      summary: "The latest finished month's winner, or null",
      ok: { 200: reply('The NFT of the Month', NftOfTheMonthReply) },
    }),
    '/api/hall-of-fame/history': read({
      operationId: 'hallOfFameHistory',
      summary: "Every month's winner, newest first",
      ok: { 200: reply('Winners', HallOfFameHistory) },
    }),
    '/api/hall-of-fame/visibility': read({
      operationId: 'hallOfFameVisibility',
      summary: 'Whether the Hall of Fame page is shown (an admin setting)',
      ok: { 200: reply('Visibility (not cached)', HallOfFameVisibility) },
    }),
    '/api/hall-of-fame/months/{year}/{month}': read({
      operationId: 'monthReport',
      summary: "A month's report: state, winner and how it was decided, standings, removed likes and moderation",
      requestParams: { path: monthParams },
      ok: { 200: reply('The report', MonthReport) },
      fails: { 400: BAD_MONTH, 404: NO_MONTH },
    }),
    '/api/hall-of-fame/months/{year}/{month}/likes.csv': read({
      operationId: 'monthLikesCsv',
      summary: 'Every like of the month, standing and removed, as CSV (tokenId,voter,likedAt,removedByModerator)',
      requestParams: { path: monthParams },
      ok: {
        200: {
          description: 'A CSV download (Content-Disposition: attachment)',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
      fails: { 400: BAD_MONTH, 404: NO_MONTH },
    }),
    '/api/hall-of-fame/months/{year}/{month}/likes.json': read({
      operationId: 'monthLikesJson',
      summary: 'Every like of the month, standing and removed, as a JSON array',
      requestParams: { path: monthParams },
      ok: {
        200: {
          description: 'A JSON download (Content-Disposition: attachment)',
          content: { 'application/json': { schema: ExportedLikes } },
        },
      },
      fails: { 400: BAD_MONTH, 404: NO_MONTH },
    }),
  };
}
