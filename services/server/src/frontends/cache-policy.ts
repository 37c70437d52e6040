/** Build output names carry an 8-hex content hash (see shell/webpack/create-frontend-config.js). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, remoteEntry.js, mf-manifest.json) must be revalidated so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}
