import { readdirSync, readFileSync } from 'node:fs';
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
 * Where scripts/vendor-api-reference.mjs copies Scalar's standalone browser build at install and
 * build time (services/core/build/api-reference, beside src/ and dist/): the services depend on no
 * Scalar package, and the production image keeps the copy.
 */
export const API_REFERENCE_DIR = path.resolve(__dirname, '..', '..', '..', 'build', 'api-reference');
const BUNDLE_FILE = /^scalar-api-reference-(\d+\.\d+\.\d+)\.js$/;

/** The vendored bundle's file and version; a clear error when it was never copied. */
export function vendoredScalarBundle(dir = API_REFERENCE_DIR): { file: string; version: string } {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // not there: said below
  }
  const match = names.map((name) => BUNDLE_FILE.exec(name)).find((m) => m !== null);
  if (!match)
    throw new Error(`no Scalar bundle in ${dir}: run "node scripts/vendor-api-reference.mjs" (npm ci does it)`);
  return { file: path.join(dir, match[0]), version: match[1]! };
}

/** Scalar's standalone browser build (one self-contained script, no CDN), served as its vendored copy. */
export function scalarStandaloneBundle(dir = API_REFERENCE_DIR): RendererBundle {
  const { file, version } = vendoredScalarBundle(dir);
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
