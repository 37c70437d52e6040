import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { cacheControlFor, isContentHashed, REVALIDATE, variesByEncoding } from './cache-policy';
import { assembledPages } from './assembled-pages';
import { compressedPages, type PageEncoding } from './compressed-pages';
import { pageContentSecurityPolicy } from './content-security-policy';
import { markReplayable, preferredCompression, textFileWhenChanged } from '@nacho/core';
import {
  MOBILE_HINT_HEADER,
  scriptsAfterContentFor,
  setFirstViewHeaders,
  type FirstViewOutcome,
  type RenderedFirstView,
} from '@nacho/page-render';
import { renderPage } from './page-document';
import { routePreloads, type PreloadHint } from './route-preloads';
import { REMOTE_NAMES, runtimeConfigFromEnv, type RuntimeConfig } from './runtime-config';

export interface MountFrontendsOptions {
  /** The repository root: dists are read from shell/dist and mfe-{name}/dist. */
  rootDir: string;
  /** Answers /runtime-config.json; called on every request. Defaults to runtimeConfigFromEnv(process.env). */
  runtimeConfig?: () => Promise<object> | object;
  /**
   * Adds the page's own tags (title, description, Open Graph, Twitter card) to the rendered
   * index.html; a failure sends the page without them.
   */
  decoratePage?: (ctx: Context, html: string) => Promise<string>;
  /**
   * The page's first view rendered on the server (@nacho/page-render), put into #root with its data;
   * without a view (a page rendered in the browser only, a busy or failed renderer), the page as before.
   */
  firstView?: (url: string, config: RuntimeConfig) => Promise<FirstViewOutcome>;
  /**
   * The view the renderer's cache holds for a URL now, without rendering. With it, a page sent with a
   * cached view is replayed (core's replayed replies) while that view and the page's other inputs last.
   */
  cachedFirstView?: (url: string, config: RuntimeConfig) => Promise<RenderedFirstView | undefined>;
}

/** A remote's Web Worker scripts (packages/frontend-build, create-worker-config.js). */
const WORKER_SCRIPT = /^\/workers\/[^/]+\.js$/;
const REMOTE_PATH = new RegExp(`^/mfe/(${REMOTE_NAMES.join('|')})(/.*)?$`);
/**
 * Names of build outputs and other static files: a missing one is a plain 404 (a script tag must
 * not get the page). Any other path, dots included (/nft/42.5, /some.page), is a page route.
 */
const ASSET_REQUEST =
  /\.(?:m?js|css|map|json|wasm|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest)$/i;

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

/**
 * Sends `relativePath` from `root`; false when there is no such file. A content-hashed file never
 * changes under its name: it goes out as bytes marked replayable, so that the next request for it
 * (in the same encoding) is answered from memory before the middleware chain, instead of by five
 * file system calls on the thread pool (about 14 such files come with each first visit).
 */
async function sendFile(
  ctx: Context,
  root: string,
  relativePath: string,
  { replayable = true }: { replayable?: boolean } = {},
): Promise<boolean> {
  try {
    const served: string | undefined = await send(ctx, relativePath, {
      root,
      index: false,
      // koa-send answers with the .br or .gz copy the build wrote when the browser accepts it.
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        if (variesByEncoding(filePath)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    if (replayable && served && isContentHashed(served) && ctx.body instanceof Readable) {
      ctx.body.destroy();
      ctx.body = await readFile(served);
      markReplayable(ctx, () => true);
    }
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400) return false;
    throw err;
  }
}

/**
 * Sends a page, compressed when the browser takes it: `body` gives the bytes in the encoding chosen
 * (a page differs per request: config, hints, first view).
 */
function sendHtml(ctx: Context, body: (encoding: PageEncoding | undefined) => string | Buffer): void {
  ctx.type = 'text/html; charset=utf-8';
  ctx.vary('Accept-Encoding');
  const encoding = preferredCompression(ctx);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = body(encoding);
}

/**
 * Serves the shell at / (index.html for unknown page paths), each remote under /mfe/{name}/ with
 * CORS so that a shell on another origin can load it, and /runtime-config.json. Runs after the
 * API routers and only answers what they left unanswered; /api/* never falls back to the page.
 */
export function frontendsMiddleware({
  rootDir,
  runtimeConfig = runtimeConfigFromEnv(process.env),
  decoratePage,
  firstView,
  cachedFirstView,
}: MountFrontendsOptions): Middleware {
  const shellDist = path.join(rootDir, 'shell', 'dist');
  const remoteDist = (name: string) => path.join(rootDir, `mfe-${name}`, 'dist');
  const shellIndex = textFileWhenChanged(path.join(shellDist, 'index.html'));
  const hintsFor = routePreloads(rootDir);
  const compress = compressedPages();
  const assemble = assembledPages();

  // A broken config file fails /runtime-config.json and is not inlined (the shell fetches it and
  // shows why); the page still loads under 'self'.
  const pageRuntimeConfig = async (): Promise<Partial<RuntimeConfig> | undefined> => {
    try {
      return (await runtimeConfig()) as Partial<RuntimeConfig>;
    } catch {
      return undefined;
    }
  };

  const firstViewOrNone = async (
    url: string,
    config: Partial<RuntimeConfig>,
  ): Promise<FirstViewOutcome | undefined> => {
    try {
      return await firstView!(url, config as RuntimeConfig);
    } catch {
      // Never an error page: the page renders in the browser, as before server rendering.
      return undefined;
    }
  };

  // The page carries the data it was rendered from: the API reads are not hinted again, the code is.
  const pageHints = (config: Partial<RuntimeConfig>, requestPath: string, view: RenderedFirstView | undefined) =>
    hintsFor(config, requestPath).filter((hint) => !view || hint.as !== 'fetch' || !hint.href.includes('/api/'));

  const sendShellIndex = async (ctx: Context): Promise<void> => {
    const template = shellIndex();
    if (template === undefined) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The front end is not built yet: run "node scripts/build-frontends.mjs" (npm start does it for you).';
      return;
    }
    const config = await pageRuntimeConfig();
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('Content-Security-Policy', pageContentSecurityPolicy(config ?? {}));
    const outcome = config && firstView ? await firstViewOrNone(ctx.url, config) : undefined;
    const view = outcome?.view;
    setFirstViewHeaders(ctx, outcome);
    const hints = config ? pageHints(config, ctx.path, view) : [];
    if (view) ctx.vary(MOBILE_HINT_HEADER);
    const scripts = !view
      ? 'preload'
      : scriptsAfterContentFor(ctx.get(MOBILE_HINT_HEADER))
        ? 'after-content'
        : 'preload-low';
    let html = renderPage(template, config, hints, { scripts });
    // The preview tags go into the template's <head> before the first view is in: their search and
    // replace then reads a few kilobytes, not the whole page (0.4 ms of a 2.5 ms cached page).
    let decorated = true;
    if (decoratePage) {
      try {
        html = await decoratePage(ctx, html);
      } catch {
        // The page without its preview tags is still the page (and is not replayed).
        decorated = false;
      }
    }
    sendHtml(ctx, (encoding) => (view ? assemble(html, view, encoding) : encoding ? compress(encoding, html) : html));
    if (view?.cached && config && decorated && cachedFirstView)
      markReplayable(ctx, replayWhileUnchanged(ctx, template, config, hints, view, cachedFirstView));
  };

  /**
   * A cached page's bytes go out again before the middleware chain (core's replayed replies) while
   * everything they were built from is unchanged: the shell's index.html, the runtime config, the
   * route's hints and the first view the renderer holds for this URL now (its data version, read on
   * each ask, so a page still shows every write committed before it was asked). The URL, Host,
   * encoding and Sec-CH-UA-Mobile (the page's Vary) name the reply. Under a browser on the same two
   * cores, the full path's half millisecond of CPU became 5-10 ms before the first byte (BENCHMARKS.md).
   */
  const replayWhileUnchanged = (
    ctx: Context,
    template: string,
    config: Partial<RuntimeConfig>,
    hints: PreloadHint[],
    view: RenderedFirstView,
    cachedView: NonNullable<MountFrontendsOptions['cachedFirstView']>,
  ): (() => Promise<boolean>) => {
    const { url, path: requestPath } = ctx;
    const hintsSent = JSON.stringify(hints);
    // The cache is only looked at: a changed page is rendered by the full path, which then says so.
    return async () =>
      shellIndex() === template &&
      (await pageRuntimeConfig()) === config &&
      JSON.stringify(pageHints(config, requestPath, view)) === hintsSent &&
      (await cachedView(url, config as RuntimeConfig)) === view;
  };

  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 404 || ctx.body != null) return;
    if (isApiPath(ctx.path)) return;

    if (ctx.path === '/runtime-config.json') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await runtimeConfig();
      return;
    }

    const remote = REMOTE_PATH.exec(ctx.path);
    if (remote) {
      // A shell on another origin loads these with <script>: CORS and a cross-origin resource policy.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      const [, name, file = '/'] = remote;
      // A Web Worker runs under the policy its script is sent with, not the page's (the API's
      // default-src 'none' would stop its downloads): the page's policy, so it may fetch what the
      // page may. That policy follows the runtime config, so the worker's script is never replayed.
      const worker = WORKER_SCRIPT.test(file);
      if (worker) ctx.set('Content-Security-Policy', pageContentSecurityPolicy((await pageRuntimeConfig()) ?? {}));
      if (file !== '/') await sendFile(ctx, remoteDist(name), file, { replayable: !worker });
      return;
    }

    // index.html itself is always the rendered page (config inlined), never the file as built. Every
    // file of a build has a dot in its name: a page path without one (/nft/7) asks no file system.
    if (
      /\.[^/]*$/.test(ctx.path) &&
      !/^\/index\.html(\.br|\.gz)?$/.test(ctx.path) &&
      (await sendFile(ctx, shellDist, ctx.path))
    )
      return;
    if (ASSET_REQUEST.test(ctx.path)) return;
    await sendShellIndex(ctx);
  };
}

export function mountFrontends(app: Koa, options: MountFrontendsOptions): void {
  app.use(frontendsMiddleware(options));
}
