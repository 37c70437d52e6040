import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** The Content-Security-Policy of JSON (and SVG) answers: they load nothing and may not be framed. */
export const API_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Helmet's defaults, with the API's CSP and CORP (see docs/internals.md, "Security headers"), and
 * without Cross-Origin-Opener-Policy and Origin-Agent-Cluster: on a page either one makes Chromium
 * move a visit that opens in a new tab (a link from a chat app, a typed address) to a new renderer
 * process once the answer arrives, 100-250 ms before the page's content shows on this machine
 * (BENCHMARKS.md, issue 37); they only apply to pages, which are public and keep no secret a
 * cross-origin window could reach.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
};

/**
 * The headers helmet sets for these options. Helmet's output does not depend on the request (no
 * nonces here), so it is computed once by running helmet against a recording response.
 */
export function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
    getHeader: (name: string) => headers.get(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

/** Sets a fixed header list on every answer: helmet's work done once at start instead of per request. */
export function securityHeaders(options: HelmetOptions = API_HELMET_OPTIONS): Middleware {
  const headers = helmetHeaders(options);
  return (ctx, next) => {
    const res = ctx.res;
    for (const [name, value] of headers) res.setHeader(name, value);
    return next();
  };
}
