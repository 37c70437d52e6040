import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import {
  abandonFrozenExport,
  appendFrozenChunk,
  claimFrozenExport,
  completeFrozenExport,
  dropFrozenExportsUnlike,
  findFrozenExport,
  frozenChunks,
  type ExportFormat,
  type FrozenExport,
} from '@nacho/db';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import type { Logger } from '@nacho/core';
import type { ExportedLike } from '@nacho/contracts';
import { frozenJsonRows } from './frozen-export-rows';
import { CSV_HEADER, csvLine, likesCsv, likesJson } from './likes-export';

/** Gzip bytes a stored chunk holds (the last one less). */
const CHUNK_BYTES = 256 * 1024;
/**
 * Text the compressor may hold before the export waits for it: waiting on every 'drain' (16 kB)
 * made the export advance one thread-pool round trip at a time, at the pace of a busy event loop.
 */
const GZIP_BACKLOG_BYTES = 4 * 2 ** 20;
/** A build not completed in this time (its replica stopped) is taken over by the next request. */
const ABANDONED_AFTER_MS = 15 * 60_000;

export const exportText = (db: Knex, ym: YearMonth, format: ExportFormat) =>
  format === 'csv' ? likesCsv(db, ym) : likesJson(db, ym);

export { findFrozenExport, frozenChunks, type FrozenExport };

/** The part of a frozen file's SHA-256 (of its text) that ends its ETag. */
const etagHash = (sha256Hex: string) => sha256Hex.slice(0, 24);

/**
 * The month's CSV files unless complete with this text (the CSV of its frozen likes.json): a CSV
 * frozen before the JSON was read from the likes at another moment, and must not differ from it.
 */
export const dropCsvUnlike = (db: Knex, ym: YearMonth, csvSha256Hex: string) =>
  dropFrozenExportsUnlike(db, yearMonthKey(ym), 'csv', etagHash(csvSha256Hex));

/** The CSV of a frozen likes.json: the same rows, so both downloads of a finished month agree. */
async function* csvOfFrozenJson(db: Knex, fileId: number): AsyncGenerator<string> {
  yield CSV_HEADER;
  for await (const page of frozenJsonRows(db, fileId)) yield page.map(csvLine).join('');
}

/**
 * The text a finished month's file is frozen from: its likes.json from the likes; its CSV from its
 * frozen likes.json when there is one (the JSON is the file the month's seal is made from).
 */
async function textToFreeze(
  db: Knex,
  ym: YearMonth,
  format: ExportFormat,
  onRows?: (page: ExportedLike[]) => void,
): Promise<AsyncIterable<string>> {
  if (format === 'json') return likesJson(db, ym, onRows);
  const json = await findFrozenExport(db, yearMonthKey(ym), 'json');
  return json ? csvOfFrozenJson(db, json.id) : likesCsv(db, ym);
}

/**
 * The month's export text, streamed live to the client while its gzip is written, chunk by chunk,
 * into a new frozen file: completed at the end when no correction came meanwhile. Another replica
 * already building it: streamed live only. A failure of the freezing never fails the download.
 * Returns whether this call completed the file.
 */
export async function* freezingExport(
  db: Knex,
  ym: YearMonth,
  format: ExportFormat,
  {
    now,
    logger,
    freezeOnly = false,
    onRows,
  }: {
    now: number;
    logger: Pick<Logger, 'warn'>;
    /** Another process building the file: nothing streamed. */
    freezeOnly?: boolean;
    /** Each page of rows the JSON file is written from. */
    onRows?: (page: ExportedLike[]) => void;
  },
): AsyncGenerator<string, boolean> {
  const contestMonth = yearMonthKey(ym);
  const claim = await claimFrozenExport(db, contestMonth, format, now, ABANDONED_AFTER_MS).catch((err: unknown) => {
    logger.warn({ err, contestMonth, format }, 'month export: could not start freezing');
    return undefined;
  });
  if (!claim) {
    if (!freezeOnly) yield* exportText(db, ym, format);
    return false;
  }
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6, chunkSize: 128 * 1024 });
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  gzip.on('data', (b: Buffer) => {
    pending.push(b);
    pendingBytes += b.length;
  });
  let seq = 0;
  let byteLength = 0;
  let freezing = true;
  let completed = false;
  const flush = async (all: boolean) => {
    while (freezing && (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0))) {
      const joined = Buffer.concat(pending.splice(0));
      const chunk = joined.subarray(0, CHUNK_BYTES);
      const rest = joined.subarray(chunk.length);
      if (rest.length) pending.push(rest);
      pendingBytes = rest.length;
      if (!(await appendFrozenChunk(db, claim.fileId, seq++, chunk))) freezing = false;
    }
  };
  const stopFreezing = (err: unknown) => {
    if (freezing) logger.warn({ err, contestMonth, format }, 'month export: freezing stopped');
    freezing = false;
  };
  gzip.on('error', stopFreezing);
  try {
    for await (const text of await textToFreeze(db, ym, format, onRows)) {
      if (freezing) {
        hash.update(text);
        byteLength += Buffer.byteLength(text);
        if (!gzip.write(text) && gzip.writableLength > GZIP_BACKLOG_BYTES)
          await once(gzip, 'drain').catch(stopFreezing);
        await flush(false).catch(stopFreezing);
      }
      yield text;
    }
    // The client has every byte by now: what is left can only fail the freezing, never the download.
    if (freezing) {
      try {
        const ended = once(gzip, 'end');
        gzip.end();
        await ended;
        await flush(true);
        const etag = `"${contestMonth}-${format}-v${claim.version}-${etagHash(hash.digest('hex'))}"`;
        if (freezing) completed = await completeFrozenExport(db, { ...claim, contestMonth }, etag, byteLength);
      } catch (err) {
        stopFreezing(err);
      }
    }
  } finally {
    gzip.destroy();
    if (!completed) await abandonFrozenExport(db, claim.fileId).catch(() => undefined);
  }
  return completed;
}

/**
 * The month's likes.json frozen at the month's current version: the one stored, or frozen now from
 * the likes (`frozenNow`: then `onRows` saw every row of it, in its order). Undefined when another
 * process is freezing it at this moment (or a correction came meanwhile): ask again later.
 */
export async function frozenMonthJson(
  db: Knex,
  ym: YearMonth,
  { now, logger, onRows }: { now: number; logger: Pick<Logger, 'warn'>; onRows: (page: ExportedLike[]) => void },
): Promise<{ file: FrozenExport; frozenNow: boolean } | undefined> {
  const month = yearMonthKey(ym);
  const stored = await findFrozenExport(db, month, 'json');
  if (stored) return { file: stored, frozenNow: false };
  const freezing = freezingExport(db, ym, 'json', { now, logger, freezeOnly: true, onRows });
  let step = await freezing.next();
  while (!step.done) step = await freezing.next();
  const file = step.value ? await findFrozenExport(db, month, 'json') : undefined;
  return file && { file, frozenNow: true };
}
