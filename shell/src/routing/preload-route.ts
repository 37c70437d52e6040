import { matchPath } from 'react-router';
import { loadRemoteRoutesModule, routeComponent } from '../federation/remote-route-objects';
import { ROUTE_TABLE } from './route-table';

/**
 * Starts loading the remote code of the page at `pathname` (the remote's ./routes module and the
 * route's lazy chunk) without rendering anything, at boot before React renders. The promises are
 * the ones RemoteRoute later reads, so nothing loads twice. Resolves when the code is there or has
 * failed (never rejects): failures are left for RemoteRoute to show.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const entry = ROUTE_TABLE.find(({ path }) => matchPath(path, pathname));
  if (!entry) return Promise.resolve();
  return loadRemoteRoutesModule(entry.remote)
    .then(({ default: routes }) => {
      const route = routes.find((candidate) => candidate.path === entry.path);
      return route ? routeComponent(route) : undefined;
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
