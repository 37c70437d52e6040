import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { PageRenderRequest, RuntimeConfig } from '@nacho/contracts';
import type { FirstView } from './page-html';
import { remoteServerBuilds, type RemoteServerBuildsOptions } from './remote-server-builds';
import type { RenderAnswer, RenderTask } from './render-task';

export interface PageRendererOptions {
  /** The shell's server build: shell/dist/server/main.js. */
  shellServerEntry: string;
  /**
   * The shell's dist, with the index.html the pages are built from and the stylesheet it links: each
   * first view carries the rules of it that it uses (critical CSS). Default: the folder above
   * shellServerEntry's.
   */
  shellDist?: string;
  /** Absolute origin of the API the first reads go to; undefined until known (then pages render in the browser). */
  apiOrigin: () => string | undefined;
  /** Origin that the runtime config's relative remote URLs resolve against; default apiOrigin. */
  remoteOrigin?: () => string | undefined;
  /**
   * The version of the data the pages show (collection, market, contest): part of the cache key, so
   * a change renders the pages afresh. Default: none (only the age limit renews them).
   */
  dataVersion?: () => string | Promise<string>;
  /** Worker threads; default 1 (rendering never runs on the caller's thread). */
  threads?: number;
  /** Renders one thread runs at once (they mostly wait for the API); default 8. */
  concurrentPerThread?: number;
  /** Renders waiting for a thread beyond that; past it the page is sent without its first view. Default 64. */
  maxQueue?: number;
  /** How long the first reads may take (ms); default 800. */
  readBudgetMs?: number;
  /** How long the remote code and the render may take (ms); default 3000. */
  renderBudgetMs?: number;
  /** Rendered pages kept, in characters; default 32 M. */
  cacheSize?: number;
  /** The longest a rendered page is served (ms), whatever the versions say; default 5 min. */
  cacheMaxAgeMs?: number;
  /** Reading the remotes' server-build.json (tests shorten the times). */
  remoteBuilds?: Omit<RemoteServerBuildsOptions, 'origin'>;
  logger?: { warn(details: object, message: string): void };
}

export interface RenderedFirstView extends FirstView {
  kind: 'rendered';
  remote?: string;
  /** Every read answered in time and every remote rendered. */
  complete: boolean;
  degraded: string[];
  /** Served from the cache. */
  cached: boolean;
  /** css: cutting the page's critical CSS from the stylesheet. */
  timings: { reads: number; render: number; css: number; total: number };
}

export type FirstViewOutcome =
  | { view: RenderedFirstView; reason?: undefined }
  /** client: a page rendered in the browser only; busy: the queue is full; unavailable: no shell build, no origin, a failure. */
  | { view?: undefined; reason: 'client' | 'busy' | 'unavailable' };

export interface PageRendererStats {
  cache: { entries: number; size: number };
  queued: number;
  running: number;
  rendered: number;
  cacheHits: number;
  busy: number;
  failed: number;
}

/** The compiled worker (dist/render-worker.js): beside this file, or, when this runs from source (jest), the build's copy. */
function workerFile(): string {
  for (const file of [path.join(__dirname, 'render-worker.js'), path.resolve(__dirname, '../dist/render-worker.js')]) {
    if (existsSync(file)) return file;
  }
  throw new Error('page-render: dist/render-worker.js is missing (run tsc -b)');
}

const mtimeOf = (file: string): number | undefined => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Renders the first view of a page on a worker thread pool: bounded (threads x renders per thread,
 * then a queue of `maxQueue`, then "busy": the caller sends the page without its first view, as
 * before server rendering), cached per page, remote versions and data version (complete renders
 * only), and never an error page: any failure is an outcome without a view.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const threads = options.threads ?? 1;
  const readBudgetMs = options.readBudgetMs ?? 800;
  const renderBudgetMs = options.renderBudgetMs ?? 3000;
  const filename = workerFile();
  const shellDist = options.shellDist ?? path.resolve(path.dirname(options.shellServerEntry), '..');
  const remoteEntries = remoteServerBuilds({
    origin: options.remoteOrigin ?? options.apiOrigin,
    ...options.remoteBuilds,
  });
  // The cache holds each view as its hits hand it out, frozen and marked cached: the same object for
  // every hit, so a caller may keep what it builds from a view beside it (mount-frontends' assembled pages).
  const cache = new LRUCache<string, RenderedFirstView>({
    maxSize: options.cacheSize ?? 32 * 1024 * 1024,
    sizeCalculation: (view) =>
      view.html.length + (view.stateJson?.length ?? 0) + (view.criticalCss?.css.length ?? 0) || 1,
    ttl: options.cacheMaxAgeMs ?? 5 * 60_000,
  });
  const inFlight = new Map<string, Promise<FirstViewOutcome>>();
  const counts = { rendered: 0, cacheHits: 0, busy: 0, failed: 0 };

  const newPool = () =>
    new Piscina<RenderTask, RenderAnswer>({
      filename,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: options.concurrentPerThread ?? 8,
      maxQueue: options.maxQueue ?? 64,
      idleTimeout: Infinity,
    });
  let pool = newPool();
  // A new shell build (a deploy of the shell) is loaded by fresh threads; the old ones finish their renders.
  // Looked at every 2 s at most, not on every page request.
  let shellBuild = { mtime: mtimeOf(options.shellServerEntry), checkedAt: Date.now() };
  const shellBuildMtime = () => {
    if (Date.now() - shellBuild.checkedAt < 2000) return shellBuild.mtime;
    const mtime = mtimeOf(options.shellServerEntry);
    if (mtime !== shellBuild.mtime) {
      void pool.close().catch(() => undefined);
      pool = newPool();
    }
    shellBuild = { mtime, checkedAt: Date.now() };
    return mtime;
  };
  const currentPool = () => {
    shellBuildMtime();
    return pool;
  };

  const render = async (key: string, request: PageRenderRequest): Promise<FirstViewOutcome> => {
    const started = performance.now();
    let answer: RenderAnswer;
    try {
      answer = await currentPool().run({ shellEntry: options.shellServerEntry, shellDist, request });
    } catch (error) {
      if (/queue is at limit/i.test((error as Error).message ?? '')) {
        counts.busy += 1;
        return { reason: 'busy' };
      }
      counts.failed += 1;
      options.logger?.warn(
        { err: error, url: request.url },
        'page-render: the first view failed; the page renders in the browser',
      );
      return { reason: 'unavailable' };
    }
    if (answer.kind !== 'rendered') return { reason: 'client' };
    counts.rendered += 1;
    const view: RenderedFirstView = {
      kind: 'rendered',
      html: answer.html,
      ...(answer.stateJson !== undefined ? { stateJson: answer.stateJson } : {}),
      ...(answer.criticalCss ? { criticalCss: answer.criticalCss } : {}),
      ...(answer.remote ? { remote: answer.remote } : {}),
      complete: answer.complete,
      degraded: answer.degraded,
      cached: false,
      timings: { ...answer.timings, total: Math.round(performance.now() - started) },
    };
    if (view.complete) cache.set(key, Object.freeze({ ...view, cached: true }));
    return { view };
  };

  /** A page's place in the cache: its URL, the config, the remotes' versions and the data version read now. */
  const cacheKey = async (url: string, config: RuntimeConfig) => {
    const apiOrigin = options.apiOrigin();
    if (!apiOrigin || shellBuildMtime() === undefined) return undefined;
    const [remotes, dataVersion] = await Promise.all([
      remoteEntries(config),
      Promise.resolve(options.dataVersion?.() ?? '').catch(() => 'unknown'),
    ]);
    return { key: JSON.stringify([url, config, remotes.key, dataVersion]), apiOrigin, remotes };
  };
  const cacheHit = (key: string) => {
    const hit = cache.get(key);
    if (hit) counts.cacheHits += 1;
    return hit;
  };

  return {
    /** The first view of `url` (path and query) for anonymous visitors, from the cache or rendered now. */
    async firstView(url: string, config: RuntimeConfig): Promise<FirstViewOutcome> {
      const place = await cacheKey(url, config);
      if (!place) return { reason: 'unavailable' };
      const { key, apiOrigin, remotes } = place;
      const hit = cacheHit(key);
      if (hit) return { view: hit };
      let job = inFlight.get(key);
      if (!job) {
        job = render(key, {
          url,
          config,
          apiOrigin,
          remoteEntries: remotes.entries,
          readBudgetMs,
          renderBudgetMs,
        }).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },
    /**
     * The view the cache holds for `url` now (the data version read afresh), never a render: what a
     * page recorded from a cached view is sent again by while it is the same object.
     */
    async cachedFirstView(url: string, config: RuntimeConfig): Promise<RenderedFirstView | undefined> {
      const place = await cacheKey(url, config);
      return place && cacheHit(place.key);
    },
    stats(): PageRendererStats {
      return {
        cache: { entries: cache.size, size: cache.calculatedSize },
        queued: pool.queueSize,
        running: pool.utilization,
        ...counts,
      };
    },
    /** Drops every cached page (tests; an operator's correction is picked up by the data version). */
    clearCache: () => cache.clear(),
    close: () => pool.close(),
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
