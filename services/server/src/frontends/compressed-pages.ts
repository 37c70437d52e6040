import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip';

/**
 * The compressed bytes of the pages sent lately, keyed by encoding and the page's whole text: a page
 * sent again unchanged (a cached first view, the same runtime config and hints) is not compressed
 * again. Brotli was most of the CPU a cached page cost the server (about 1.6 of 2.7 ms for the
 * dashboard), CPU that a browser on the same machine waits for.
 */
export function compressedPages({ maxSize = 8 * 1024 * 1024 }: { maxSize?: number } = {}) {
  const cache = new LRUCache<string, Buffer>({
    maxSize,
    sizeCalculation: (bytes, key) => key.length + bytes.length,
  });
  return (encoding: PageEncoding, html: string): Buffer => {
    const key = `${encoding}:${html}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
            })
          : gzipSync(html);
      cache.set(key, bytes);
    }
    return bytes;
  };
}
