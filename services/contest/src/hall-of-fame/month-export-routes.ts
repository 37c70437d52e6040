import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  createPerIpLimit,
  HttpError,
  tooManyFromAddress,
  type Config,
  type Db,
  type Logger,
  type Redis,
} from '@nacho/core';
import { findFrozenExport, frozenChunks, type ExportFormat } from '@nacho/db';
import { contestMonth, yearMonthKey, type YearMonth } from '@nacho/domain';
import { exportText, freezingExport } from '../contest-months/month-export-files';
import { EXPORT_QUEUE_PER_PLACE, ExportAdmission, ExportsBusyError } from './export-admission';

/**
 * Likes a request still writes after its month ended (a batch flushed just after midnight) land in
 * the month they were given in: a month is frozen only this long after it ended.
 */
export const FREEZE_AFTER_MONTH_END_MS = 10 * 60_000;

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export interface MonthExportDeps {
  config: Pick<Config, 'contestTz' | 'exportsPerIp' | 'exportsAtOnce'>;
  db: Db;
  redis?: Redis;
  logger?: Pick<Logger, 'warn'>;
  now: () => number;
  /** The month asked for, once it is known to exist (400/404 otherwise). */
  exportedMonth: (params: unknown) => Promise<YearMonth>;
  /** The door in front of the downloads; by default one of this process's own (EXPORTS_AT_ONCE). */
  admission?: ExportAdmission;
}

/** Seconds a refused download is asked to wait: about one export of a large month. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks of If-None-Match). Not
 * koa's ctx.fresh: that answers 200 to every request carrying Cache-Control: no-cache, which fetch()
 * adds to any request with If-None-Match of its own.
 */
export const notModified = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

const isFinished = (ym: YearMonth, at: number, tz: string) =>
  yearMonthKey(contestMonth(at - FREEZE_AFTER_MONTH_END_MS, tz)) > yearMonthKey(ym);

/**
 * GET .../likes.csv and .../likes.json. A finished month's export is built once (frozen, while
 * the first download streams) and then served from the database with a strong ETag, gzip as
 * stored when the client takes it; a correction of the month makes the next download build a new
 * one. The open month streams live. Each download takes a point of the address's allowance; a 304
 * is free. Every request first takes a place among the EXPORTS_AT_ONCE of this process (or waits in
 * their queue, or is answered 503).
 */
export function addMonthExportRoutes(router: Router, deps: MonthExportDeps) {
  const { config, db, now } = deps;
  const limit =
    config.exportsPerIp > 0
      ? createPerIpLimit({ name: 'month-exports', points: config.exportsPerIp, windowSeconds: 60, redis: deps.redis })
      : undefined;
  const admission =
    deps.admission ??
    new ExportAdmission({ atOnce: config.exportsAtOnce, queueLength: config.exportsAtOnce * EXPORT_QUEUE_PER_PLACE });
  /**
   * A place among the downloads streaming now, given back when the response ends or its client
   * goes; false when the client went away while it waited (nothing to send).
   */
  const takePlace = async (ctx: Context): Promise<boolean> => {
    const leave = await admission.enter().catch((err: unknown) => {
      if (!(err instanceof ExportsBusyError)) throw err;
      ctx.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        'exports_busy',
        'Many month exports are being downloaded right now; try again in a few seconds.',
      );
    });
    if (ctx.res.destroyed) {
      leave();
      return false;
    }
    ctx.res.once('close', leave);
    return true;
  };
  const takePoint = async (ctx: Context) => {
    const taken = await limit?.take(ctx.ip);
    if (taken && !taken.allowed)
      throw tooManyFromAddress(
        ctx,
        taken.retryAfterSeconds,
        'rate_limited',
        `This address downloaded ${config.exportsPerIp} month exports in the last minute; try again in ${taken.retryAfterSeconds} s`,
      );
  };

  const serve = (format: ExportFormat) => async (ctx: Context) => {
    // The place first: a burst of downloads must not queue its month checks in the database pool.
    if (!(await takePlace(ctx))) return;
    const ym = await deps.exportedMonth(ctx.params);
    const at = now();
    const finished = isFinished(ym, at, config.contestTz);
    const month = yearMonthKey(ym);
    const frozen = finished ? await findFrozenExport(db, month, format) : undefined;
    if (frozen) {
      const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
      const etag = gzip ? frozen.etag.replace(/"$/, '-gzip"') : frozen.etag;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', 'public, no-cache');
      ctx.vary('Accept-Encoding');
      if (notModified(ctx.get('If-None-Match'), etag)) {
        ctx.status = 304;
        return;
      }
      await takePoint(ctx);
      ctx.type = TYPES[format];
      ctx.set('Content-Disposition', `attachment; filename="nacho-likes-${month}.${format}"`);
      const stored = Readable.from(frozenChunks(db, frozen.id));
      if (gzip) {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = stored;
      } else {
        // Large output chunks: fewer turns of the event loop per megabyte sent (16 kB by default).
        const plain = createGunzip({ chunkSize: 128 * 1024 });
        pipeline(stored, plain, () => undefined);
        ctx.body = plain;
        ctx.length = frozen.byteLength;
      }
      return;
    }
    await takePoint(ctx);
    ctx.type = TYPES[format];
    ctx.set('Content-Disposition', `attachment; filename="nacho-likes-${month}.${format}"`);
    ctx.set('Cache-Control', 'no-cache');
    const logger = deps.logger ?? { warn: () => undefined };
    ctx.body = Readable.from(
      finished ? freezingExport(db, ym, format, { now: at, logger }) : exportText(db, ym, format),
    );
  };
  router.get('/months/:year/:month/likes.csv', serve('csv'));
  router.get('/months/:year/:month/likes.json', serve('json'));
}
