import type { Column, Dialect, Portable } from './column-types';

/**
 * The portable backup file (issue 36): one format for SQLite and PostgreSQL, written and read by
 * the service itself. A gzip-compressed stream of JSON lines:
 *
 *   {"format":"nacho-backup","version":1,"createdAt":...,"dialect":...,"migration":...,"migrations":[...],"tables":[...]}
 *   {"table":"users","columns":[{"name":"id","type":"text"},...]}
 *   ["alice",null,...]                  one line per row, values in column order (column-types.ts)
 *   ...                                 every table of the header's list, in that order
 *   {"trailer":{"rows":{...},"idHighWater":{...},"sha256":"..."}}
 *
 * The trailer's sha256 is of every byte before it (the uncompressed lines with their newlines);
 * its row counts are per table; idHighWater is the largest id each id sequence had given out.
 */
export const FORMAT_NAME = 'nacho-backup';
export const FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.ndjson.gz';

export interface BackupHeader {
  format: typeof FORMAT_NAME;
  version: number;
  /** ISO 8601, when the snapshot was read. */
  createdAt: string;
  /** The database it was read from. */
  dialect: Dialect;
  /** The migration level: the last of `migrations`. */
  migration: string;
  migrations: string[];
  /** The tables that follow, in this order (foreign-key order: parents first). */
  tables: string[];
}

export interface TableStart {
  table: string;
  columns: Column[];
}

export interface BackupTrailer {
  rows: Record<string, number>;
  idHighWater: Record<string, number>;
  sha256: string;
}

/** A backup's content in order, whatever file holds it (the portable file, or an earlier release's .sqlite). */
export type BackupPart =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: TableStart }
  | { kind: 'rows'; rows: Portable[][] }
  | { kind: 'trailer'; trailer: Omit<BackupTrailer, 'sha256'> };

/** What a checked backup holds (its header and trailer). */
export interface BackupSummary {
  header: BackupHeader;
  columns: Record<string, Column[]>;
  rows: Record<string, number>;
  idHighWater: Record<string, number>;
}

/** Reads a whole backup's parts (checking them as they come) into its summary. */
export async function summarize(parts: AsyncIterable<BackupPart>): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  const columns: Record<string, Column[]> = {};
  for await (const part of parts) {
    if (part.kind === 'header') header = part.header;
    else if (part.kind === 'table') columns[part.table.table] = part.table.columns;
    else if (part.kind === 'trailer') {
      if (!header) break;
      return { header, columns, rows: part.trailer.rows, idHighWater: part.trailer.idHighWater };
    }
  }
  throw new Error('the backup ended before its trailer');
}
