import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip';

/** A page's bytes in `encoding` (brotli at quality 5: most of the gain for a fraction of the CPU of 11). */
export function compressPage(encoding: PageEncoding, html: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
      })
    : gzipSync(html);
}

/**
 * The compressed bytes of the pages sent lately, named by a digest of the page's whole text: a page
 * sent again unchanged (the same runtime config and hints) is not compressed again. Brotli was most
 * of the CPU a cached page cost the server (about 1.6 of 2.7 ms for the dashboard), CPU that a
 * browser on the same machine waits for. The text itself is no key: V8 hashes a string of over
 * 16,383 characters by its length alone, so pages of one length met in one bucket of the cache's map
 * and were compared in full, about 1.5 ms a lookup with a few hundred pages (BENCHMARKS.md).
 */
export function compressedPages({ maxSize = 8 * 1024 * 1024 }: { maxSize?: number } = {}) {
  const cache = new LRUCache<string, Buffer>({
    maxSize,
    sizeCalculation: (bytes, key) => key.length + bytes.length,
  });
  return (encoding: PageEncoding, html: string): Buffer => {
    const key = `${encoding}:${createHash('sha256').update(html).digest('base64')}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = compressPage(encoding, html);
      cache.set(key, bytes);
    }
    return bytes;
  };
}
