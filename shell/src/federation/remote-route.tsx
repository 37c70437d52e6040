import { Suspense } from 'react';
import type { RemoteName } from '@nacho/contracts';
import type { RemoteRouteObject } from 'nacho-remote-contracts';
import { NotFoundPage } from '../routing/not-found-page';
import { PageLoading } from '../routing/page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reloadRemote } from './remote-modules';
import { loadRemoteRoutesModule, routeComponent } from './remote-route-objects';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemoteRenderable } from './server-remotes';
import { useSettledValue } from './settled-promises';

function RoutePage({ route }: { route: RemoteRouteObject }) {
  const Page = useSettledValue(routeComponent(route));
  return Page ? <Page /> : <PageLoading />;
}

/** Code that is already loaded (preloaded at boot, or visited before) renders at once, without a placeholder. */
function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  if (!useRemoteRenderable(remote)) return <PageLoading />;
  return <LoadedRemotePage remote={remote} path={path} />;
}

function LoadedRemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const routes = useSettledValue(loadRemoteRoutesModule(remote));
  if (!routes) return <PageLoading />;
  const route = routes.default.find((candidate) => candidate.path === path);
  return route ? <RoutePage route={route} /> : <NotFoundPage />;
}

/**
 * Renders the page a remote exports for `path`, behind its error boundary. The Suspense boundary
 * is for pages that suspend inside; loading the page's own code does not suspend.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RemoteErrorBoundary
      onRetry={() => reloadRemote(remote)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <RemotePage remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
