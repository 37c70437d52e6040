import { existsSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { REMOTE_NAMES, runtimeConfigFromEnv } from './runtime-config';

export interface MountFrontendsOptions {
  /** The repository root: dists are read from shell/dist and mfe-{name}/dist. */
  rootDir: string;
  /** Answers /runtime-config.json; called on every request. Defaults to runtimeConfigFromEnv(process.env). */
  runtimeConfig?: () => Promise<object> | object;
}

const REMOTE_PATH = new RegExp(`^/mfe/(${REMOTE_NAMES.join('|')})(/.*)?$`);
/** A last path segment with an extension is a file request: never answered with index.html. */
const FILE_REQUEST = /\/[^/]*\.[A-Za-z0-9]+$/;

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

async function sendShellIndex(ctx: Context, shellDist: string): Promise<void> {
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'The front end is not built yet: run "node scripts/build-frontends.mjs" (npm start does it for you).';
    return;
  }
  await sendFile(ctx, shellDist, 'index.html');
  ctx.set('Cache-Control', REVALIDATE);
}

/**
 * Serves the shell at / (index.html for unknown page paths), each remote under /mfe/{name}/ with
 * CORS so that a shell on another origin can load it, and /runtime-config.json. Runs after the
 * API routers and only answers what they left unanswered; /api/* never falls back to the page.
 */
export function frontendsMiddleware({ rootDir, runtimeConfig = runtimeConfigFromEnv(process.env) }: MountFrontendsOptions): Middleware {
  const shellDist = path.join(rootDir, 'shell', 'dist');
  const remoteDist = (name: string) => path.join(rootDir, `mfe-${name}`, 'dist');

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
      ctx.set('Access-Control-Allow-Origin', '*');
      const [, name, file = '/'] = remote;
      if (file !== '/') await sendFile(ctx, remoteDist(name), file);
      return;
    }

    if (ctx.path !== '/' && (await sendFile(ctx, shellDist, ctx.path))) return;
    if (FILE_REQUEST.test(ctx.path)) return;
    await sendShellIndex(ctx, shellDist);
  };
}

export function mountFrontends(app: Koa, options: MountFrontendsOptions): void {
  app.use(frontendsMiddleware(options));
}
