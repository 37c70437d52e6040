import { readFileSync, statSync } from 'node:fs';

/** The shell's index.html, read again only when the file changes (a redeploy); undefined while it is missing. */
export function shellIndexTemplate(file: string): () => string | undefined {
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
