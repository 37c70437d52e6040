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
import { busy, okJson, operation, rateLimited, type OperationSpec } from './responses';

const BAD_MONTH = 'year or month out of range (invalid_input)';
const NO_MONTH = 'The month has not begun, or nothing happened in it (month_not_found)';
const read = (spec: OperationSpec) => ({ get: operation('get', 'hall of fame', spec) });
/** A read of one contest month: its path parameters and failures are those of every month read. */
const monthRead = (spec: OperationSpec) =>
  read({ ...spec, requestParams: { path: monthParams }, fails: { 400: BAD_MONTH, 404: NO_MONTH } });

const EXPORT_NOTE =
  'A finished month is built once and then served with a strong ETag (Cache-Control: public, no-cache; gzip as stored when ' +
  'Accept-Encoding allows it, the ETag then ending in -gzip) until a correction of the month makes a new one; the open month ' +
  "streams live. Each download takes a point of the address's allowance (EXPORTS_PER_IP a minute); a 304 is free. A process " +
  'streams EXPORTS_AT_ONCE downloads at once and queues four times as many; past that it answers 503 exports_busy.';
const NOT_MODIFIED = { 304: { description: "Not modified: the If-None-Match ETag is the frozen export's" } };
const EXPORT_LIMITED = {
  ...rateLimited('Too many exports from this address this minute (rate_limited)'),
  ...busy(
    'Every export place and the queue are taken (exports_busy, Retry-After: 10), or the database is not reachable ' +
      '(database_unavailable)',
  ),
};

/** /api/hall-of-fame: this month's standings, the winners, a month's report and its like exports. */
export function hallOfFamePaths(): ZodOpenApiPathsObject {
  return {
    '/api/hall-of-fame/top': read({
      operationId: 'hallOfFameTop',
      summary: "This month's most-liked NFTs, with the month's end and a declared winner",
      query: { schema: topQuery, invalid: 'limit out of range' },
      ok: okJson('Top of the month', HallOfFameTop),
    }),
    '/api/hall-of-fame/rankings': read({
      operationId: 'rankings',
      summary: 'One page of every NFT liked this month, searchable and sortable, each with its rank',
      query: { schema: rankingsQuery, invalid: 'limit, offset, sort or q invalid' },
      ok: okJson('A page of the standings', RankingsPage),
    }),
    '/api/hall-of-fame/nft-of-the-month': read({
      operationId: 'nftOfTheMonth',
      summary: "The latest finished month's winner, or null",
      ok: okJson('The NFT of the Month', NftOfTheMonthReply),
    }),
    '/api/hall-of-fame/history': read({
      operationId: 'hallOfFameHistory',
      summary: "Every month's winner, newest first",
      ok: okJson('Winners', HallOfFameHistory),
    }),
    '/api/hall-of-fame/visibility': read({
      operationId: 'hallOfFameVisibility',
      summary: 'Whether the Hall of Fame page is shown (an admin setting)',
      ok: okJson('Visibility (not cached)', HallOfFameVisibility),
    }),
    '/api/hall-of-fame/months/{year}/{month}': monthRead({
      operationId: 'monthReport',
      summary: "A month's report: state, winner and how it was decided, standings, removed likes and moderation",
      ok: okJson('The report', MonthReport),
    }),
    '/api/hall-of-fame/months/{year}/{month}/likes.csv': monthRead({
      operationId: 'monthLikesCsv',
      summary:
        'Every like of the month, standing and removed, as CSV (likeId,tokenId,voter,likedAt,removedByModerator; likedAt in ISO 8601 UTC)',
      description: EXPORT_NOTE,
      ok: {
        200: {
          description: 'A CSV download (Content-Disposition: attachment)',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...NOT_MODIFIED,
      },
      more: EXPORT_LIMITED,
    }),
    '/api/hall-of-fame/months/{year}/{month}/likes.json': monthRead({
      operationId: 'monthLikesJson',
      summary: 'Every like of the month, standing and removed, as a JSON array (likedAt in ISO 8601 UTC)',
      description: EXPORT_NOTE,
      ok: { ...okJson('A JSON download (Content-Disposition: attachment)', ExportedLikes), ...NOT_MODIFIED },
      more: EXPORT_LIMITED,
    }),
  };
}
