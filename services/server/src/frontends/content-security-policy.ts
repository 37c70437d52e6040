import type { RuntimeConfig } from './runtime-config';

/** The origins of the absolute http(s) URLs in a list; relative URLs are the page's own ('self'). */
function originsOf(urls: readonly unknown[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the shell's page, from the runtime config it will load: scripts
 * and styles from the page's origin and the remotes' origins only (no inline script, no eval;
 * WebAssembly may compile),
 * API calls to the API origin, images from the IPFS gateways.
 */
export function pageContentSecurityPolicy(config: Partial<RuntimeConfig>): string {
  const remotes = originsOf(Object.values(config.remotes ?? {}));
  const api = originsOf([config.apiBase]);
  const images = originsOf(config.imageGateways ?? []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets WebAssembly compile (not JavaScript eval): the month report's
    // verifier hashes with a WebAssembly SHA-256 (packages/verify/src/wasm-hasher.ts).
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...remotes]],
    // React and Radix set style attributes; the page's first paint colours are an inline <style>.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images, ...api, ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...api]],
    // A remote's Web Worker: from the page's origin, or (a remote on another origin) a blob script
    // that imports it (mfe-contest/src/month-report/worker-script.ts).
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
