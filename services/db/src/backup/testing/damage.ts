import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/** A copy of a file with one byte changed (at `at`, default the middle of the file). */
export function withOneByteChanged(file: string, target: string, at?: number): string {
  const bytes = fs.readFileSync(file);
  const i = at ?? Math.floor(bytes.length / 2);
  bytes[i] = bytes[i]! ^ 0xff;
  fs.writeFileSync(target, bytes);
  return target;
}

/** A copy of the first `fraction` of a file (as a copy cut short by a full disk or an interrupted transfer). */
export function truncatedCopy(file: string, target: string, fraction = 0.5): string {
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(target, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return target;
}

/** A backup's uncompressed lines, parsed. */
export function backupLines(file: string): unknown[] {
  return gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * A copy of a backup whose lines `edit` changed, written as the writer would (the trailer's
 * checksum made to match again unless `keepChecksum`): what a file made by another release, or
 * one edited by hand, looks like.
 */
export function rewrittenBackup(
  file: string,
  target: string,
  edit: (lines: unknown[]) => unknown[],
  options: { keepChecksum?: boolean } = {},
): string {
  const lines = edit(backupLines(file));
  const at = lines.findIndex((line) => typeof line === 'object' && line !== null && 'trailer' in line);
  const text = (part: unknown[]) => part.map((line) => `${JSON.stringify(line)}\n`).join('');
  const trailer = lines[at] as { trailer: { sha256: string } };
  if (!options.keepChecksum)
    trailer.trailer.sha256 = createHash('sha256')
      .update(text(lines.slice(0, at)))
      .digest('hex');
  fs.writeFileSync(target, gzipSync(text(lines)));
  return target;
}
