import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedPages } from './compressed-pages';

const page = (n: number) => `<!doctype html><html><body>${'<p>page</p>'.repeat(200)}${n}</body></html>`;

describe('compressedPages', () => {
  it('compresses a page in each encoding, decodable to the page', () => {
    const compress = compressedPages();
    expect(brotliDecompressSync(compress('br', page(1))).toString()).toBe(page(1));
    expect(gunzipSync(compress('gzip', page(1))).toString()).toBe(page(1));
  });

  it('sends the bytes compressed before for a page sent again unchanged, fresh bytes for a changed page', () => {
    const compress = compressedPages();
    const first = compress('br', page(1));
    expect(compress('br', page(1))).toBe(first);
    const changed = compress('br', page(2));
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe(page(2));
  });

  it('keeps no more than its size: the oldest page is compressed afresh', () => {
    const compress = compressedPages({ maxSize: page(1).length * 2 + 64 });
    const first = compress('br', page(1));
    compress('br', page(2));
    compress('br', page(3));
    expect(compress('br', page(1))).not.toBe(first);
  });
});
