import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from './runtime-config';

/** What a remote's build writes to dist/route-preloads.json (packages/frontend-build/src/route-preloads-plugin.js). */
interface RoutePreloadsFile {
  expose: string[];
  /** `params`: a pattern (RegExp source) per path parameter that the API reads need. */
  routes: { path: string; scripts: string[]; api: string[]; params?: Record<string, string> }[];
}

/** The file as read: each route's parameter patterns compiled once. */
interface RoutePreloads {
  expose: string[];
  routes: (RoutePreloadsFile['routes'][number] & { patterns: [name: string, pattern: RegExp][] })[];
}

function compiled(file: RoutePreloadsFile): RoutePreloads {
  return {
    expose: file.expose,
    routes: file.routes.map((route) => ({
      ...route,
      patterns: Object.entries(route.params ?? {}).map(([name, source]) => [name, new RegExp(source)]),
    })),
  };
}

export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
  /** fetch() of the federation manifest: anonymous; the API client sends cookies: use-credentials. */
  crossorigin?: 'anonymous' | 'use-credentials';
}

/** A remote served by this process (the default URL); a remote configured elsewhere gets no hints. */
const localManifest = (name: RemoteName) => `/mfe/${name}/mf-manifest.json`;

/** `/nft/:tokenId` against `/nft/42` -> { tokenId: '42' }; undefined when it does not match. */
function matchRoute(pattern: string, requestPath: string): Record<string, string> | undefined {
  if (pattern === '/' || requestPath === '/') return pattern === requestPath ? {} : undefined;
  const want = pattern.split('/');
  const got = requestPath.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (!got[i]) return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return undefined;
      }
    } else if (segment !== got[i]) return undefined;
  }
  return params;
}

const fillParams = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z]+)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));

/** Whether the path's parameters are ones the page asks with (`/nft/abc` is a not-found page that asks nothing). */
const paramsFit = (patterns: RoutePreloads['routes'][number]['patterns'], params: Record<string, string>) =>
  patterns.every(([name, pattern]) => pattern.test(params[name] ?? ''));

/**
 * The preload hints of a page path: the federation manifest, remoteEntry.js, the ./routes module
 * and the route's own chunks of the remote that renders it, and the API reads the route starts at
 * once. Read from the remotes' dists (kept until a file changes); a remote configured at another
 * URL gets none, so a relocated remote is still loaded only from where the config says.
 */
export function routePreloads(rootDir: string): (config: Partial<RuntimeConfig>, requestPath: string) => PreloadHint[] {
  const cache = new Map<RemoteName, { mtimeMs: number; preloads: RoutePreloads | undefined }>();

  const preloadsOf = (name: RemoteName): RoutePreloads | undefined => {
    const file = path.join(rootDir, `mfe-${name}`, 'dist', 'route-preloads.json');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.preloads;
    let preloads: RoutePreloads | undefined;
    try {
      // An unreadable file, or a pattern that is not a RegExp, means no hints for this remote.
      preloads = compiled(JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile);
    } catch {
      preloads = undefined;
    }
    cache.set(name, { mtimeMs, preloads });
    return preloads;
  };

  return (config, requestPath) => {
    for (const name of REMOTE_NAMES) {
      if (config.remotes?.[name] !== localManifest(name)) continue;
      const preloads = preloadsOf(name);
      if (!preloads) continue;
      for (const route of preloads.routes) {
        const params = matchRoute(route.path, requestPath);
        if (!params) continue;
        const base = `/mfe/${name}/`;
        const apiBase = (config.apiBase ?? '').replace(/\/+$/, '');
        return [
          { href: localManifest(name), as: 'fetch', crossorigin: 'anonymous' },
          { href: `${base}remoteEntry.js`, as: 'script' },
          ...[...new Set([...preloads.expose, ...route.scripts])].map((file): PreloadHint => ({
            href: base + file,
            as: 'script',
          })),
          ...(paramsFit(route.patterns, params) ? route.api : []).map((url): PreloadHint => ({
            href: apiBase + fillParams(url, params),
            as: 'fetch',
            crossorigin: 'use-credentials',
          })),
        ];
      }
    }
    return [];
  };
}
