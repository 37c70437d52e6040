import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  FORMAT_NAME,
  FORMAT_VERSION,
  type BackupHeader,
  type BackupPart,
  type BackupTrailer,
  type TableStart,
} from './backup-format';
import { isPortable, type Column, type ColumnType, type Portable } from './column-types';
import { RestoreError } from './restore-error';
import { PAGE_ROWS } from './snapshot';

const NEWLINE = 0x0a;
/** No row comes near this; a longer line means the file is something else. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
const COLUMN_TYPES = new Set<ColumnType>(['integer', 'real', 'boolean', 'text']);

/** The uncompressed lines of a gzip file, each without its newline; `complete` is false for a last line without one. */
async function* gzipLines(file: string): AsyncGenerator<{ line: Buffer; complete: boolean }> {
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, start)) {
        yield { line: buffer.subarray(start, end), complete: true };
        start = end + 1;
      }
      rest = buffer.subarray(start);
      if (rest.length > MAX_LINE_BYTES) throw new Error(`a line longer than ${MAX_LINE_BYTES} bytes`);
    }
    if (rest.length) yield { line: rest, complete: false };
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isCountMap = (v: unknown): v is Record<string, number> =>
  isObject(v) && Object.values(v).every((n) => Number.isSafeInteger(n) && (n as number) >= 0);

/**
 * The parts of a portable backup file, each checked as it is read: the header's format and
 * version, every table in the header's order with known column types, every row's width and value
 * types, and at the end the trailer's row counts and SHA-256 of everything before it. A file that
 * is not one, is damaged (one byte changed: gzip's own check or the checksum) or truncated throws
 * a RestoreError saying so; read it whole before trusting any part.
 */
export async function* backupFileParts(file: string): AsyncGenerator<BackupPart> {
  const name = path.basename(file);
  const damaged = (why: string) => new RestoreError(`${name} is damaged (${why}); nothing was read from it`);
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let table: TableStart | undefined;
  let tableIndex = -1;
  let trailer: BackupTrailer | undefined;
  const counts: Record<string, number> = {};
  let batch: Portable[][] = [];
  let lineNumber = 0;
  const lines = gzipLines(file);
  try {
    while (true) {
      let next: IteratorResult<{ line: Buffer; complete: boolean }>;
      try {
        next = await lines.next();
      } catch (error) {
        throw unreadable(name, error);
      }
      if (next.done) break;
      const { line, complete } = next.value;
      lineNumber++;
      if (trailer) throw damaged(`it goes on after its trailer, at line ${lineNumber}`);
      if (!complete) throw truncated(name);
      let value: unknown;
      try {
        value = JSON.parse(line.toString('utf8'));
      } catch {
        throw header
          ? damaged(`line ${lineNumber} is not JSON`)
          : notABackup(name, 'it does not start with a backup header');
      }
      if (!header) {
        header = parseHeader(name, value);
        hash.update(line).update('\n');
        yield { kind: 'header', header };
        continue;
      }
      if (Array.isArray(value)) {
        if (!table) throw damaged(`line ${lineNumber} is a row before any table`);
        if (!isRow(table.columns, value)) throw damaged(`line ${lineNumber} is not a row of ${table.table}`);
        batch.push(value);
        counts[table.table]!++;
        if (batch.length >= PAGE_ROWS) {
          yield { kind: 'rows', rows: batch };
          batch = [];
        }
      } else if (isObject(value) && 'table' in value) {
        if (batch.length) yield { kind: 'rows', rows: batch };
        batch = [];
        tableIndex++;
        table = parseTableStart(value);
        if (!table || table.table !== header.tables[tableIndex])
          throw damaged(`line ${lineNumber} starts another table than the header's next one`);
        counts[table.table] = 0;
        yield { kind: 'table', table };
      } else if (isObject(value) && 'trailer' in value) {
        if (batch.length) yield { kind: 'rows', rows: batch };
        batch = [];
        trailer = parseTrailer(value.trailer);
        if (!trailer) throw damaged('its trailer is not one');
        if (tableIndex !== header.tables.length - 1) throw damaged('tables of its header are missing');
        if (trailer.sha256 !== hash.digest('hex')) throw damaged('its checksum does not match its content');
        const wrong = header.tables.filter((t) => trailer!.rows[t] !== counts[t]);
        if (wrong.length) throw damaged(`the row counts of ${wrong.join(', ')} do not match its trailer`);
        yield { kind: 'trailer', trailer: { rows: trailer.rows, idHighWater: trailer.idHighWater } };
        continue;
      } else throw damaged(`line ${lineNumber} is neither a row, a table nor the trailer`);
      hash.update(line).update('\n');
    }
  } finally {
    await lines.return(undefined);
  }
  if (!header) throw notABackup(name, 'it is empty');
  if (!trailer) throw truncated(name);
}

const truncated = (name: string) =>
  new RestoreError(
    `${name} is truncated (it ends before its last line): it is not a whole backup; nothing was read from it`,
  );
const notABackup = (name: string, why: string) => new RestoreError(`${name} is not a NACHO backup (${why})`);

/** zlib's errors in words: cut short, changed, or not gzip at all. */
function unreadable(name: string, error: unknown): RestoreError {
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message)) return truncated(name);
  if (/incorrect header check/i.test(e.message)) return notABackup(name, 'it is not gzip-compressed');
  if (e.code === 'Z_DATA_ERROR')
    return new RestoreError(
      `${name} is damaged (${e.message}: gzip's check of its content failed); nothing was read from it`,
    );
  return new RestoreError(`${name} could not be read: ${e.message}`);
}

function parseHeader(name: string, value: unknown): BackupHeader {
  if (!isObject(value) || value.format !== FORMAT_NAME) throw notABackup(name, 'its first line is no backup header');
  if (typeof value.version !== 'number' || value.version > FORMAT_VERSION)
    throw new RestoreError(
      `${name} is a backup of format version ${String(value.version)}, newer than this release reads (${FORMAT_VERSION}): restore it with the release that made it, or a newer one`,
    );
  const ok =
    value.version === FORMAT_VERSION &&
    typeof value.createdAt === 'string' &&
    (value.dialect === 'sqlite' || value.dialect === 'postgres') &&
    isStringList(value.migrations) &&
    value.migrations.length > 0 &&
    value.migration === value.migrations.at(-1) &&
    isStringList(value.tables);
  if (!ok) throw new RestoreError(`${name} is damaged (its header is incomplete); nothing was read from it`);
  return value as unknown as BackupHeader;
}

function parseTableStart(value: Json): TableStart | undefined {
  const columns = value.columns;
  const ok =
    typeof value.table === 'string' &&
    Array.isArray(columns) &&
    columns.length > 0 &&
    columns.every((c) => isObject(c) && typeof c.name === 'string' && COLUMN_TYPES.has(c.type as ColumnType));
  return ok ? { table: value.table as string, columns: columns as Column[] } : undefined;
}

function parseTrailer(value: unknown): BackupTrailer | undefined {
  const ok =
    isObject(value) &&
    isCountMap(value.rows) &&
    isCountMap(value.idHighWater) &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256);
  return ok ? (value as unknown as BackupTrailer) : undefined;
}

const isRow = (columns: Column[], row: unknown[]): row is Portable[] =>
  row.length === columns.length && columns.every((c, i) => isPortable(c.type, row[i]));
