import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface RendererBundle {
  /** Names the file in its URL, so that it can be cached for good: the package's version. */
  version: string;
  /** The bundle as sent for an encoding; compressed once, on first use. */
  body(encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer>;
}

/**
 * Scalar's standalone browser build (one self-contained script, no CDN) from the installed
 * @scalar/api-reference. Its package exports no path to it, so it is found next to the entry point.
 */
export function scalarStandaloneBundle(): RendererBundle {
  const packageDir = path.resolve(path.dirname(require.resolve('@scalar/api-reference')), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const file = path.join(packageDir, 'dist', 'browser', 'standalone.js');
  let plain: Buffer | undefined;
  const encoded = new Map<string, Promise<Buffer>>();
  const read = () => (plain ??= readFileSync(file));
  return {
    version,
    body(encoding) {
      if (encoding === 'identity') return Promise.resolve(read());
      let body = encoded.get(encoding);
      if (!body) {
        // 4 MB of script: brotli quality 9 takes about half a second once (quality 11 would take seconds).
        body =
          encoding === 'br'
            ? brotli(read(), {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: read().length },
              })
            : gzipAsync(read(), { level: 9 });
        encoded.set(encoding, body);
        body.catch(() => encoded.delete(encoding));
      }
      return body;
    },
  };
}
