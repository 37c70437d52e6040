import fs from 'node:fs';
import path from 'node:path';
import { summarize, type BackupPart, type BackupSummary } from './backup-format';
import { backupFileParts } from './read-backup-file';
import { RestoreError } from './restore-error';
import { snapshotParts } from './snapshot';
import { openSqlite } from './sqlite-file';
import { openSqliteSnapshot } from './sqlite-snapshot';

/** A backup file that was read whole and checked: what it holds, and its parts to load (read again). */
export interface CheckedBackup {
  file: string;
  /** 'portable': this release's format; 'sqlite': a .sqlite backup of an earlier release. */
  format: 'portable' | 'sqlite';
  summary: BackupSummary;
  parts(): AsyncIterable<BackupPart>;
}

const GZIP = Buffer.from([0x1f, 0x8b]);
const SQLITE = Buffer.from('SQLite format 3\0', 'latin1');
const PG_DUMP = Buffer.from('PGDMP', 'latin1');

function firstBytes(file: string, n: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(n);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, n, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** An earlier release's .sqlite backup: SQLite's integrity check first, then its tables as backup parts. */
function legacySqliteParts(file: string): AsyncIterable<BackupPart> {
  const name = path.basename(file);
  return {
    async *[Symbol.asyncIterator]() {
      const snapshot = openSqliteSnapshot(file, { readonly: true, description: name });
      try {
        yield* snapshotParts(snapshot, fs.statSync(file).mtime);
      } finally {
        await snapshot.close();
      }
    },
  };
}

function integrityProblems(file: string): string[] {
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
  } finally {
    db.close();
  }
}

/**
 * Opens a backup and checks all of it before anything is restored from it: the portable format
 * (format, version, every row, row counts, checksum, truncation), or a .sqlite backup of an earlier
 * release (SQLite's integrity check, then every row as for a backup). A .pgdump of an earlier
 * release is not read any more (it needed pg_restore); anything else is refused.
 */
export async function openBackup(file: string): Promise<CheckedBackup> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreError(`no backup file at ${file}`);
  const name = path.basename(file);
  const magic = firstBytes(file, SQLITE.length);
  if (magic.subarray(0, GZIP.length).equals(GZIP)) {
    const parts = () => backupFileParts(file);
    return { file, format: 'portable', summary: await summarize(parts()), parts };
  }
  if (magic.equals(SQLITE)) {
    let problems: string[];
    try {
      problems = integrityProblems(file);
    } catch (error) {
      throw new RestoreError(`${name} is a damaged SQLite file: ${(error as Error).message}`);
    }
    if (problems.length)
      throw new RestoreError(
        `${name} fails SQLite's integrity check (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; ...' : ''}): it is damaged; nothing was read from it`,
      );
    const parts = () => legacySqliteParts(file);
    try {
      return { file, format: 'sqlite', summary: await summarize(parts()), parts };
    } catch (error) {
      throw new RestoreError(`${name} is not a backup this release can read: ${(error as Error).message}`);
    }
  }
  if (magic.subarray(0, PG_DUMP.length).equals(PG_DUMP))
    throw new RestoreError(
      `${name} is a pg_dump backup of an earlier release, which this release does not read: restore it with that ` +
        'release (it needs pg_restore and psql), then make a new backup with this one (README, "Backups")',
    );
  throw new RestoreError(`${name} is not a NACHO backup`);
}
