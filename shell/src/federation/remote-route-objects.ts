import type { ComponentType } from 'react';
import type { RemoteRouteObject } from 'nacho-remote-contracts';
import type * as ExplorerRoutes from 'explorer/routes';
import type { RemoteName } from '@nacho/contracts';
import { loadRemoteModule } from './remote-modules';
import { rememberValue } from './settled-promises';

/** A remote's ./routes module (the same promise on every call, for React's `use`). */
export function loadRemoteRoutesModule(remote: RemoteName): Promise<{ default: RemoteRouteObject[] }> {
  // Every remote's ./routes has the same shape as the explorer's.
  return loadRemoteModule<typeof ExplorerRoutes>(remote, 'routes');
}

const components = new WeakMap<RemoteRouteObject, Promise<ComponentType>>();

/** The page component of a remote route object (`Component`, or what its `lazy()` resolves to). */
export function routeComponent(route: RemoteRouteObject): Promise<ComponentType> {
  let promise = components.get(route);
  if (!promise) {
    promise = (async () => {
      const Component = route.Component ?? (await route.lazy?.())?.Component;
      if (!Component) throw new Error(`Route ${route.path} has no Component`);
      return Component;
    })();
    components.set(route, rememberValue(promise));
  }
  return promise;
}
