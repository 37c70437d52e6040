/** Set by webpack: the URL this remote's files are served from (output.publicPath 'auto'). */
declare const __webpack_public_path__: string | undefined;

/**
 * The URL of the standalone worker script `name` (packages/frontend-build, create-worker-config.js),
 * which the build writes beside this remote's files; null outside a webpack build (tests).
 */
export function workerScriptUrl(name: string): string | null {
  if (typeof __webpack_public_path__ !== 'string' || !__webpack_public_path__) return null;
  return new URL(`workers/${name}.js`, new URL(__webpack_public_path__, location.href)).href;
}

/**
 * Starts a worker from `url`. A browser starts workers only from the page's origin: when the remote
 * is served from another one (a CDN), a same-origin blob script imports it, which the page's CSP
 * allows (worker-src blob:, the remote's origin in script-src).
 */
export function startWorkerScript(url: string): Worker {
  if (new URL(url).origin === location.origin) return new Worker(url);
  const shim = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' }));
  try {
    return new Worker(shim);
  } finally {
    // The worker holds the blob from its construction on.
    URL.revokeObjectURL(shim);
  }
}
