import type { Knex } from 'knex';

/**
 * The frozen like exports of finished months (migration 016): derived from the likes, never backed
 * up. The one module that reads and writes month_export_versions, _files and _chunks. A month's
 * version counts its corrections; a file is served only while it was built at that version, so a
 * correction (markMonthExportsStale, in the correction's transaction) or a restore
 * (forgetFrozenExports) makes the next request build a new file with a new ETag.
 */

export type ExportFormat = 'csv' | 'json';

export interface FrozenExport {
  id: number;
  etag: string;
  byteLength: number;
}

/** The month's export version (0 until its first correction). */
export async function monthExportVersion(db: Knex, contestMonth: string): Promise<number> {
  const row = await db('month_export_versions').first('version').where({ contest_month: contestMonth });
  return row ? Number(row.version) : 0;
}

/** Corrections of these months (contest_month keys), in the correction's transaction: their frozen exports are stale. */
export async function markMonthExportsStale(trx: Knex, contestMonths: Iterable<string>): Promise<void> {
  for (const month of new Set(contestMonths)) {
    await trx.raw(
      `insert into month_export_versions (contest_month, version) values (?, 1)
       on conflict (contest_month) do update set version = month_export_versions.version + 1`,
      [month],
    );
    await trx('month_export_files').where({ contest_month: month }).del();
  }
}

/**
 * After a restore (AFTER_RESTORE): every frozen export goes, and every month's version moves on so
 * that a file being built from the replaced rows is never completed.
 */
export async function forgetFrozenExports(trx: Knex): Promise<void> {
  await trx('month_export_chunks').del();
  await trx('month_export_files').del();
  await trx('month_export_versions').update({ version: trx.raw('version + 1') });
}

/** The complete file of the month and format built at the month's current version. */
export async function findFrozenExport(
  db: Knex,
  contestMonth: string,
  format: ExportFormat,
): Promise<FrozenExport | undefined> {
  const row = await db('month_export_files as f')
    .leftJoin('month_export_versions as v', 'v.contest_month', 'f.contest_month')
    .first('f.id', 'f.etag', 'f.byte_length')
    .where({ 'f.contest_month': contestMonth, 'f.format': format })
    .whereNotNull('f.etag')
    .whereRaw('f.version = coalesce(v.version, 0)');
  return row ? { id: Number(row.id), etag: String(row.etag), byteLength: Number(row.byte_length) } : undefined;
}

/**
 * Takes the building of a month's file: none is complete at this version and nobody else is building
 * it (a build started over `abandonedAfterMs` ago is taken over). The id of the new, incomplete file
 * and the version it is built at, or undefined.
 */
export async function claimFrozenExport(
  db: Knex,
  contestMonth: string,
  format: ExportFormat,
  now: number,
  abandonedAfterMs: number,
): Promise<{ fileId: number; version: number } | undefined> {
  return db.transaction(async (trx) => {
    await trx.raw(
      `insert into month_export_versions (contest_month, version) values (?, 0) on conflict (contest_month) do nothing`,
      [contestMonth],
    );
    const version = await monthExportVersion(trx, contestMonth);
    await trx('month_export_files')
      .where({ contest_month: contestMonth, format })
      .andWhere((q) =>
        q
          .whereNot({ version })
          .orWhere((old) => old.whereNull('etag').where('started_at', '<', now - abandonedAfterMs)),
      )
      .del();
    const [row] = await trx('month_export_files')
      .insert({ contest_month: contestMonth, format, version, started_at: now })
      .onConflict(['contest_month', 'format'])
      .ignore()
      .returning('id');
    if (!row) return undefined;
    return { fileId: Number(typeof row === 'object' ? row.id : row), version };
  });
}

/** Appends a chunk to a file being built; false when the file is gone (a correction or a takeover). */
export async function appendFrozenChunk(db: Knex, fileId: number, seq: number, bytes: Buffer): Promise<boolean> {
  const written = await db.raw(
    `insert into month_export_chunks (file_id, seq, bytes)
     select ?, ?, ? where exists (select 1 from month_export_files where id = ? and etag is null)`,
    [fileId, seq, bytes, fileId],
  );
  const count =
    (written as { rowCount?: number; changes?: number }).rowCount ?? (written as { changes?: number }).changes;
  return count === 1;
}

/**
 * Completes a built file when its month's version is still the one it was built at; otherwise (a
 * correction came during the build) drops it. True when the file is now served.
 */
export async function completeFrozenExport(
  db: Knex,
  file: { fileId: number; version: number; contestMonth: string },
  etag: string,
  byteLength: number,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const current = await monthExportVersion(trx, file.contestMonth);
    const done =
      current === file.version
        ? await trx('month_export_files')
            .where({ id: file.fileId, version: file.version })
            .whereNull('etag')
            .update({ etag, byte_length: byteLength })
        : 0;
    if (!done) await trx('month_export_files').where({ id: file.fileId }).whereNull('etag').del();
    return done === 1;
  });
}

/**
 * Drops the month's files of this format that are not complete with this content hash (the end of
 * their ETag): a file being built, or one built from other rows, is made again by the next download.
 */
export async function dropFrozenExportsUnlike(
  db: Knex,
  contestMonth: string,
  format: ExportFormat,
  contentHash: string,
): Promise<void> {
  await db('month_export_files')
    .where({ contest_month: contestMonth, format })
    .andWhere((q) => q.whereNull('etag').orWhereNot('etag', 'like', `%-${contentHash}"`))
    .del();
}

/** Drops a file whose build stopped (the client left, an error). */
export async function abandonFrozenExport(db: Knex, fileId: number): Promise<void> {
  await db('month_export_files').where({ id: fileId }).whereNull('etag').del();
}

/** A file's bytes, one chunk read at a time (nothing read ahead of the consumer). */
export async function* frozenChunks(db: Knex, fileId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await db('month_export_chunks').first('bytes').where({ file_id: fileId, seq });
    if (!row) return;
    yield Buffer.from(row.bytes as Uint8Array);
  }
}
