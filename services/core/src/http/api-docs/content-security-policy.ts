/**
 * The reference page's Content-Security-Policy: its own scripts only (no inline script, no eval),
 * documents fetched from the site itself. Styles allow 'unsafe-inline' on this page alone: the
 * renderer (Scalar, a Vue app) injects its stylesheet as a <style> element and binds style
 * attributes at run time. deploy/nginx/edge-maps.conf sends the same policy for /api/docs through
 * the edge (services/server/src/frontends/nginx-headers.test.ts keeps the two in step).
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
