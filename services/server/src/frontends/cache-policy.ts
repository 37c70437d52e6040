/** Build output names carry an 8-hex content hash (packages/frontend-build); .br/.gz are their precompressed copies. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?(?:\.br|\.gz)?$/;
/** Files written with precompressed copies (packages/frontend-build): the answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg)(?:\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, main.js, remoteEntry.js, mf-manifest.json) must be revalidated so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

export function isContentHashed(filePath: string): boolean {
  return CONTENT_HASHED.test(filePath);
}

export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : REVALIDATE;
}

export function variesByEncoding(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}
