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

  it('keeps a page in both encodings: compressing it in one does not drop the other', () => {
    const compress = compressedPages();
    const br = compress('br', page(1));
    const gzip = compress('gzip', page(1));
    expect(compress('br', page(1))).toBe(br);
    expect(compress('gzip', page(1))).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(page(1));
  });

  it('tells apart long pages of one length that differ only at their end', () => {
    const compress = compressedPages();
    const long = (n: number) => `<!doctype html><html><body>${'<p>page</p>'.repeat(3000)}${n}</body></html>`;
    expect(long(1).length).toBe(long(2).length);
    expect(brotliDecompressSync(compress('br', long(1))).toString()).toBe(long(1));
    expect(brotliDecompressSync(compress('br', long(2))).toString()).toBe(long(2));
    expect(brotliDecompressSync(compress('br', long(1))).toString()).toBe(long(1));
  });

  it('keeps no more than its size: the oldest page is compressed afresh', () => {
    // An entry is its key (the encoding and a base64 SHA-256, 47 characters) and its bytes.
    const entry = compressedPages()('br', page(1)).length + 47;
    const compress = compressedPages({ maxSize: entry * 2 + 8 });
    const first = compress('br', page(1));
    compress('br', page(2));
    compress('br', page(3));
    expect(compress('br', page(1))).not.toBe(first);
  });
});
