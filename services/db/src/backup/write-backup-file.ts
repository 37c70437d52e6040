import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupPart, BackupTrailer } from './backup-format';

/**
 * Writes backup parts as the portable file (backup-format.ts) at `target` (which must not exist):
 * streamed through gzip with the stream's back-pressure, so memory holds a page of rows at a time,
 * and flushed to disk before it returns.
 */
export async function writeBackupFile(parts: AsyncIterable<BackupPart>, target: string): Promise<BackupTrailer> {
  const gzip = createGzip();
  const done = pipeline(gzip, fs.createWriteStream(target, { flags: 'wx' }));
  // Observed below (every wait races it); this keeps an early failure from going unhandled meanwhile.
  done.catch(() => undefined);
  const hash = createHash('sha256');
  const write = async (text: string) => {
    hash.update(text);
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
  };
  let trailer: BackupTrailer | undefined;
  try {
    for await (const part of parts) {
      if (part.kind === 'header') await write(`${JSON.stringify(part.header)}\n`);
      else if (part.kind === 'table') await write(`${JSON.stringify(part.table)}\n`);
      else if (part.kind === 'rows') {
        if (part.rows.length) await write(`${part.rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
      } else {
        trailer = { ...part.trailer, sha256: hash.digest('hex') };
        gzip.end(`${JSON.stringify({ trailer })}\n`);
      }
    }
    if (!trailer) throw new Error('the backup ended before its trailer');
    await done;
  } catch (error) {
    gzip.destroy();
    await done.catch(() => undefined);
    throw error;
  }
  const handle = await fs.promises.open(target, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return trailer;
}
