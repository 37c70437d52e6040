import { readFileSync, statSync } from 'node:fs';

/**
 * A text file read again only when it changes (a redeploy replaces the shell's index.html under a
 * running process, an operator edits the runtime config); undefined while it is missing. Changed
 * means another modification time, size or inode: a file replaced by a rename, or rewritten within
 * one tick of the clock with another length, is read again. The one-process server and the nft
 * service (page HTML with link previews) both serve the shell's index.html through it.
 */
export function textFileWhenChanged(file: string): () => string | undefined {
  let cached: { stamp: string; text: string } | undefined;
  return () => {
    let stamp: string;
    try {
      const { mtimeMs, size, ino } = statSync(file);
      stamp = `${mtimeMs}:${size}:${ino}`;
    } catch {
      return undefined;
    }
    if (cached?.stamp !== stamp) cached = { stamp, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}
