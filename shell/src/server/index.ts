import type { PageRenderRequest, PageRenderResult, ShellServerModule } from '@nacho/contracts';

/**
 * The shell's server build (dist/server/main.js, a CommonJS library the page renderer host loads).
 * The async import is the boundary that lets Module Federation set up the shared scope (React and
 * the other singletons, provided by this build to every remote's server code) before they run.
 */
export const renderPage: ShellServerModule['renderPage'] = async (
  request: PageRenderRequest,
): Promise<PageRenderResult> =>
  (await import(/* webpackChunkName: "render-page" */ './render-page')).renderPage(request);
