import { Suspense, type Key, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * A part of the page whose code loads on demand (a remote's component, a lazy module): `fallback`
 * while it loads, and in its place if it cannot be loaded or fails to render, so that only this
 * part is missing. A new `resetKey` tries again.
 */
export function OnDemand({
  fallback = null,
  resetKey,
  children,
}: {
  fallback?: ReactNode;
  resetKey?: Key;
  children: ReactNode;
}) {
  return (
    <RemoteErrorBoundary key={resetKey} fallback={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}
