import type { AppDispatch } from './store';

/**
 * A remote route's `firstReads`: starts the queries the page's first render makes (with the same
 * arguments as its hooks: the path's params and the view the query string holds) and settles when
 * they have (it never rejects; failures are the page's to show). The shell calls it with the
 * page's code on a first visit, so that the page can render filled in its first commit, and the
 * server render (shell/src/server) calls it for the page's first view: a route with firstReads is
 * rendered with its data on the server.
 *
 * `where` says which of the two asks: a server render may read what only a first view carries (the
 * NFT page's picture, inlined so that the page's largest paint needs no request of its own).
 */
export type RouteFirstReads = (
  dispatch: AppDispatch,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  where?: FirstReadsSide,
) => Promise<void>;

/** Who runs a route's first reads: the browser (default) or the server render of the first view. */
export type FirstReadsSide = 'browser' | 'server';
