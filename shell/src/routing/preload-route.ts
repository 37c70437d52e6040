import { matchPath } from 'react-router';
import type { AppDispatch, RouteFirstReads } from '@nacho/api';
import { loadRemoteRoutesModule, routeComponent } from '../federation/remote-route-objects';
import { ROUTE_TABLE } from './route-table';

/**
 * Starts loading the page at `pathname` at boot, before React renders: the remote's ./routes
 * module, the route's lazy chunk and the route's first reads (into the store). The promises are
 * the ones RemoteRoute later reads, so nothing loads twice, and the page renders once its code is
 * there and its first reads have settled (or waited long enough). Resolves when that is so or the
 * code has failed (never rejects): failures are left for RemoteRoute to show.
 *
 * `reads: false` (a page the server rendered): only the code. The server embedded the replies it
 * had; a read it had not must not fill in before hydration, or the first render would differ
 * from the server's HTML. The page's own hooks ask for it after hydration.
 */
export function preloadRoute(
  pathname: string,
  dispatch: AppDispatch,
  { reads = true, search = '' }: { reads?: boolean; search?: string } = {},
): Promise<void> {
  for (const { path, remote } of ROUTE_TABLE) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    return loadRemoteRoutesModule(remote)
      .then(({ default: routes }) => {
        const route = routes.find((candidate) => candidate.path === path);
        if (!route) return undefined;
        return routeComponent(
          route,
          reads ? startFirstReads(route.firstReads, dispatch, match.params, new URLSearchParams(search)) : undefined,
        );
      })
      .then(
        () => undefined,
        () => undefined,
      );
  }
  return Promise.resolve();
}

function startFirstReads(
  firstReads: RouteFirstReads | undefined,
  dispatch: AppDispatch,
  params: Parameters<RouteFirstReads>[1],
  search: URLSearchParams,
): Promise<void> | undefined {
  if (!firstReads) return undefined;
  try {
    return firstReads(dispatch, params, search);
  } catch (error) {
    // A remote's bug must not keep its page from rendering; the page's own reads then run.
    console.error('[shell] first reads failed to start', error);
    return undefined;
  }
}
