import { matchPath } from 'react-router';
import { loadRemoteRoutes, routeComponent } from '../federation/remote-route-objects';
import { ROUTE_TABLE } from './route-table';

/**
 * Starts loading the remote code of the page at `pathname` (the remote's ./routes module and the
 * route's lazy chunk) without rendering anything: at boot, before React renders, and when a link
 * to the page is about to be followed. The promises are the ones RemoteRoute later waits on, so
 * nothing loads twice; failures are left for RemoteRoute to show.
 */
export function preloadRoute(pathname: string): void {
  const entry = ROUTE_TABLE.find(({ path }) => matchPath(path, pathname));
  if (!entry) return;
  loadRemoteRoutes(entry.remote)
    .then((routes) => {
      const route = routes.find((candidate) => candidate.path === entry.path);
      return route ? routeComponent(route) : undefined;
    })
    .catch(() => undefined);
}
