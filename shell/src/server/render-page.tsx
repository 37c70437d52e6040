import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import {
  api,
  configureApi,
  createAppStore,
  errorMessage,
  hydrateServerRender,
  isEmbeddableReply,
  serverRenderApiState,
  type AppDispatch,
  type AppStore,
} from '@nacho/api';
import type { PageRenderRequest, PageRenderResult, RemoteName } from '@nacho/contracts';
import { loadRemoteRoutesModule, routeComponent } from '../federation/remote-route-objects';
import { appRoutes } from '../routing/app-routes';
import { ROUTE_TABLE } from '../routing/route-table';
import { ServerRemotesContext } from '../federation/server-remotes';
import { ShellProviders } from '../shell-providers';
import { forgetServerRemote, syncServerRemotes } from './server-remotes';

/** Pages that stay rendered in the browser only (behind the admin session). */
const CLIENT_ONLY_REMOTES: ReadonlySet<RemoteName> = new Set(['admin']);

const since = (start: number) => Math.round(performance.now() - start);

/** Settles with true when `promise` settled within `ms`, false when the time ran out first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(done, done);
  });
}

interface RouteMatch {
  path: string;
  remote: RemoteName;
  params: Record<string, string | undefined>;
}

function matchRouteTable(pathname: string): RouteMatch | undefined {
  for (const { path, remote } of ROUTE_TABLE) {
    const match = matchPath(path, pathname);
    if (match) return { path, remote, params: match.params };
  }
  return undefined;
}

/** Thunks the route's first reads started, so that the ones still running when time is up can be aborted. */
function trackingDispatch(store: AppStore, started: { abort(): void }[]): AppDispatch {
  return ((action: Parameters<AppDispatch>[0]) => {
    const result = store.dispatch(action) as unknown;
    if (result && typeof (result as { abort?: unknown }).abort === 'function')
      started.push(result as { abort(): void });
    return result;
  }) as AppDispatch;
}

/**
 * Loads the route's remote code and runs its first reads on `store`, each within its budget.
 * What did not come is named in `degraded`: the render shows that part as the browser would
 * before it has it (the page's loading state), and the browser fills it in after hydration.
 */
async function prepareRoute(
  match: RouteMatch,
  search: URLSearchParams,
  store: AppStore,
  request: PageRenderRequest,
  degraded: string[],
): Promise<void> {
  const { remote } = match;
  if (!request.remoteEntries[remote]) {
    degraded.push(`${remote}: no server build`);
    return;
  }
  const routesModule = loadRemoteRoutesModule(remote);
  if (!(await settledWithin(routesModule, request.renderBudgetMs))) {
    degraded.push(`${remote}: routes not loaded in ${request.renderBudgetMs} ms`);
    return;
  }
  let route;
  try {
    route = (await routesModule).default.find((candidate) => candidate.path === match.path);
  } catch (error) {
    degraded.push(`${remote}: ${(error as Error).message}`);
    return;
  }
  if (!route) return;
  const started: { abort(): void }[] = [];
  let reads: Promise<void> = Promise.resolve();
  try {
    reads = route.firstReads?.(trackingDispatch(store, started), match.params, search, 'server') ?? reads;
  } catch (error) {
    degraded.push(`${remote}: first reads threw: ${(error as Error).message}`);
  }
  const code = routeComponent(route);
  const [codeInTime, readsInTime] = await Promise.all([
    settledWithin(code, request.renderBudgetMs),
    settledWithin(reads, request.readBudgetMs),
  ]);
  if (!codeInTime) degraded.push(`${remote}: page code not loaded in ${request.renderBudgetMs} ms`);
  await code.catch((error: unknown) => degraded.push(`${remote}: ${(error as Error).message}`));
  if (!readsInTime) {
    degraded.push(`reads not answered in ${request.readBudgetMs} ms`);
    for (const thunk of started) thunk.abort();
  }
  for (const [key, query] of Object.entries(store.getState().api.queries)) {
    if (query?.status === 'rejected' && !isEmbeddableReply(query))
      degraded.push(`read failed: ${key} (${errorMessage(query.error).slice(0, 200)})`);
  }
}

/** The markup of `node` once everything in it is ready (or the budget is up: what is missing renders on the client). */
function renderToHtml(node: ReactNode, budgetMs: number, degraded: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render took over ${budgetMs} ms`)), budgetMs);
    const stream = renderToPipeableStream(node, {
      // Every boundary inline, where it belongs: React 19.2 outlines large ones behind an inline
      // <script> that moves them into place (the CSP forbids it, and readers without scripts would
      // never see them).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error as Error);
      },
      // An error inside a Suspense boundary (a remote that throws) renders that part on the client.
      onError(error) {
        degraded.push(`render: ${(error as Error)?.message ?? String(error)}`);
      },
    });
  });
}

/**
 * The first view of a page: the shell with the route's page, rendered from the same components as
 * in the browser, with the data it was rendered from. Session-dependent parts render signed out:
 * no cookie reaches the API from here.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const started = performance.now();
  configureApi({ baseUrl: request.config.apiBase, fetchOrigin: request.apiOrigin });
  syncServerRemotes(request.remoteEntries);
  const url = new URL(request.url, 'http://render.invalid');
  const match = matchRouteTable(url.pathname);
  const timings = { reads: 0, render: 0 };
  if (match && CLIENT_ONLY_REMOTES.has(match.remote))
    return { kind: 'client', html: '', complete: true, degraded: [], timings };

  const degraded: string[] = [];
  const readsStore = createAppStore();
  if (match) await prepareRoute(match, url.searchParams, readsStore, request, degraded);
  const state = { api: serverRenderApiState(readsStore.getState().api) };
  // Clears the store's cache timers: nothing of this request outlives it.
  readsStore.dispatch(api.util.resetApiState());
  timings.reads = since(started);

  // Rendered from exactly what the browser will hydrate with: the embedded replies, nothing else.
  const store = createAppStore();
  store.dispatch(hydrateServerRender(state.api));
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${request.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The remotes this render may use: their server code is here (a failed one is left to the browser).
  const renderable = new Set(
    (Object.keys(request.remoteEntries) as RemoteName[]).filter(
      (name) => !degraded.some((reason) => reason.startsWith(`${name}:`)),
    ),
  );
  const renderStarted = performance.now();
  try {
    const html = await renderToHtml(
      <ShellProviders config={request.config} store={store}>
        <ServerRemotesContext.Provider value={renderable}>
          {/* hydrate={false}: no inline script with router data (the CSP allows none; there are no loaders). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerRemotesContext.Provider>
      </ShellProviders>,
      request.renderBudgetMs,
      degraded,
    );
    timings.render = since(renderStarted);
    // Without the route's remote code here, the page's part is its loading state, which the browser
    // (with the code) would not render: it renders the page itself instead of hydrating this one.
    const hydratable = !match || !degraded.some((reason) => reason.startsWith(`${match.remote}:`));
    return {
      kind: 'rendered',
      html,
      ...(hydratable ? { state } : {}),
      ...(match ? { remote: match.remote } : {}),
      complete: degraded.length === 0,
      degraded,
      timings,
    };
  } finally {
    store.dispatch(api.util.resetApiState());
    // A remote that failed here is tried afresh by the next render.
    if (match && degraded.some((reason) => reason.startsWith(`${match.remote}:`))) forgetServerRemote(match.remote);
  }
}
