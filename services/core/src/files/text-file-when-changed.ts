import { readFileSync, statSync } from 'node:fs';

/**
 * A text file read again only when it changes (a redeploy replaces the shell's index.html under a
 * running process); undefined while it is missing. The one-process server and the nft service
 * (page HTML with link previews) both serve the shell's index.html through it.
 */
export function textFileWhenChanged(file: string): () => string | undefined {
  let cached: { mtimeMs: number; text: string } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}
