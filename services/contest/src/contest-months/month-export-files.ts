import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import {
  abandonFrozenExport,
  appendFrozenChunk,
  claimFrozenExport,
  completeFrozenExport,
  findFrozenExport,
  frozenChunks,
  type ExportFormat,
  type FrozenExport,
} from '@nacho/db';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import type { Logger } from '@nacho/core';
import { likesCsv, likesJson } from './likes-export';

/** Gzip bytes a stored chunk holds (the last one less). */
const CHUNK_BYTES = 256 * 1024;
/** A build not completed in this time (its replica stopped) is taken over by the next request. */
const ABANDONED_AFTER_MS = 15 * 60_000;

export const exportText = (db: Knex, ym: YearMonth, format: ExportFormat) =>
  format === 'csv' ? likesCsv(db, ym) : likesJson(db, ym);

export { findFrozenExport, frozenChunks, type FrozenExport };

/**
 * The month's export text, streamed live to the client while its gzip is written, chunk by chunk,
 * into a new frozen file: completed at the end when no correction came meanwhile. Another replica
 * already building it: streamed live only. A failure of the freezing never fails the download.
 */
export async function* freezingExport(
  db: Knex,
  ym: YearMonth,
  format: ExportFormat,
  { now, logger }: { now: number; logger: Pick<Logger, 'warn'> },
): AsyncGenerator<string> {
  const contestMonth = yearMonthKey(ym);
  const claim = await claimFrozenExport(db, contestMonth, format, now, ABANDONED_AFTER_MS).catch((err: unknown) => {
    logger.warn({ err, contestMonth, format }, 'month export: could not start freezing');
    return undefined;
  });
  if (!claim) {
    yield* exportText(db, ym, format);
    return;
  }
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6 });
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
  try {
    for await (const text of exportText(db, ym, format)) {
      if (freezing) {
        hash.update(text);
        byteLength += Buffer.byteLength(text);
        if (!gzip.write(text)) await once(gzip, 'drain');
        await flush(false).catch(stopFreezing);
      }
      yield text;
    }
    if (freezing) {
      const ended = once(gzip, 'end');
      gzip.end();
      await ended;
      await flush(true).catch(stopFreezing);
    }
    if (freezing) {
      const etag = `"${contestMonth}-${format}-v${claim.version}-${hash.digest('hex').slice(0, 24)}"`;
      completed = await completeFrozenExport(db, { ...claim, contestMonth }, etag, byteLength);
    }
  } finally {
    gzip.destroy();
    if (!completed) await abandonFrozenExport(db, claim.fileId).catch(() => undefined);
  }
}
