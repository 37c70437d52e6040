import type { ComponentType } from 'react';
import type { RemoteRouteObject } from 'nacho-remote-contracts';
import type * as ExplorerRoutes from 'explorer/routes';
import type { RemoteName } from '@nacho/contracts';
import { loadRemoteModule } from './remote-modules';
import { rememberValue } from './settled-promises';

/**
 * How long a first visit's page, once its code is there, waits for its first reads before it
 * renders with skeletons. The page's preload hints have usually fetched them by then.
 */
export const FIRST_READS_WAIT_MS = 300;

/** A remote's ./routes module (the same promise on every call, for React's `use`). */
export function loadRemoteRoutesModule(remote: RemoteName): Promise<{ default: RemoteRouteObject[] }> {
  // Every remote's ./routes has the same shape as the explorer's.
  return loadRemoteModule<typeof ExplorerRoutes>(remote, 'routes');
}

function settledOrTimedOut(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

const components = new WeakMap<RemoteRouteObject, Promise<ComponentType>>();

/**
 * The page component of a remote route object (`Component`, or what its `lazy()` resolves to).
 * The first call for a route decides the promise: with `firstReads` (the first visit's page), it
 * also waits up to FIRST_READS_WAIT_MS after the code for them, so the page's first render has
 * its data.
 */
export function routeComponent(route: RemoteRouteObject, firstReads?: Promise<void>): Promise<ComponentType> {
  let promise = components.get(route);
  if (!promise) {
    promise = (async () => {
      const Component = route.Component ?? (await route.lazy?.())?.Component;
      if (!Component) throw new Error(`Route ${route.path} has no Component`);
      if (firstReads) await settledOrTimedOut(firstReads, FIRST_READS_WAIT_MS);
      return Component;
    })();
    components.set(route, rememberValue(promise));
  }
  return promise;
}
