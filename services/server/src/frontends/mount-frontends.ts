import { existsSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { pageContentSecurityPolicy } from './content-security-policy';
import { REMOTE_NAMES, runtimeConfigFromEnv, type RuntimeConfig } from './runtime-config';

export interface MountFrontendsOptions {
  /** The repository root: dists are read from shell/dist and mfe-{name}/dist. */
  rootDir: string;
  /** Answers /runtime-config.json; called on every request. Defaults to runtimeConfigFromEnv(process.env). */
  runtimeConfig?: () => Promise<object> | object;
}

const REMOTE_PATH = new RegExp(`^/mfe/(${REMOTE_NAMES.join('|')})(/.*)?$`);
/**
 * Names of build outputs and other static files: a missing one is a plain 404 (a script tag must
 * not get the page). Any other path, dots included (/nft/42.5, /some.page), is a page route.
 */
const ASSET_REQUEST = /\.(?:m?js|css|map|json|wasm|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest)$/i;

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

/** Sends `relativePath` from `root`; false when there is no such file. */
async function sendFile(ctx: Context, root: string, relativePath: string): Promise<boolean> {
  try {
    await send(ctx, relativePath, {
      root,
      index: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400) return false;
    throw err;
  }
}

async function sendShellIndex(ctx: Context, shellDist: string, csp: string): Promise<void> {
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'The front end is not built yet: run "node scripts/build-frontends.mjs" (npm start does it for you).';
    return;
  }
  await sendFile(ctx, shellDist, 'index.html');
  ctx.set('Cache-Control', REVALIDATE);
  ctx.set('Content-Security-Policy', csp);
}

/**
 * Serves the shell at / (index.html for unknown page paths), each remote under /mfe/{name}/ with
 * CORS so that a shell on another origin can load it, and /runtime-config.json. Runs after the
 * API routers and only answers what they left unanswered; /api/* never falls back to the page.
 */
export function frontendsMiddleware({ rootDir, runtimeConfig = runtimeConfigFromEnv(process.env) }: MountFrontendsOptions): Middleware {
  const shellDist = path.join(rootDir, 'shell', 'dist');
  const remoteDist = (name: string) => path.join(rootDir, `mfe-${name}`, 'dist');

  // A broken config file fails /runtime-config.json (the shell shows why); the page still loads under 'self'.
  const pageRuntimeConfig = async (): Promise<Partial<RuntimeConfig>> => {
    try {
      return (await runtimeConfig()) as Partial<RuntimeConfig>;
    } catch {
      return {};
    }
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
      if (file !== '/') await sendFile(ctx, remoteDist(name), file);
      return;
    }

    if (ctx.path !== '/' && (await sendFile(ctx, shellDist, ctx.path))) return;
    if (ASSET_REQUEST.test(ctx.path)) return;
    await sendShellIndex(ctx, shellDist, pageContentSecurityPolicy(await pageRuntimeConfig()));
  };
}

export function mountFrontends(app: Koa, options: MountFrontendsOptions): void {
  app.use(frontendsMiddleware(options));
}
