import { Suspense, use } from 'react';
import type { RemoteName } from '@nacho/contracts';
import { NotFoundPage } from '../routing/not-found-page';
import { PageLoading } from '../routing/page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reloadRemote } from './remote-modules';
import { loadRemoteRoutes, routeComponent } from './remote-route-objects';
import { RemoteUnavailable } from './remote-unavailable';

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const route = use(loadRemoteRoutes(remote)).find((candidate) => candidate.path === path);
  if (!route) return <NotFoundPage />;
  const Page = use(routeComponent(route));
  return <Page />;
}

/** Renders the page a remote exports for `path`, behind its error boundary and Suspense. */
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
