import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@nacho/contracts';
import { useHydrated } from '@nacho/ui';
import { OnDemand } from './on-demand';
import { loadRemoteModule, remoteGeneration, subscribeToRemoteReloads } from './remote-modules';
import { useSettledValue } from './settled-promises';

interface RemoteComponentProps<P extends object> {
  remote: RemoteName;
  /** The exposed module without "./", e.g. "LikesLeft"; its default export is the component. */
  expose: string;
  props: P;
  /** Shown while loading and when the remote is down (nothing by default). */
  fallback?: ReactNode;
}

function LoadedComponent<P extends object>({ remote, expose, props, fallback }: RemoteComponentProps<P>) {
  const loaded = useSettledValue(loadRemoteModule<{ default: ComponentType<P> }>(remote, expose));
  if (!loaded) return fallback ?? null;
  const Component = loaded.default;
  return <Component {...props} />;
}

/** A component exposed by a remote, used inside a shell-owned area (header slot, dialog). */
export function RemoteComponent<P extends object>(componentProps: RemoteComponentProps<P>) {
  const fallback = componentProps.fallback ?? null;
  // A Retry elsewhere on the page (say on a contest route) brings this component back too.
  const generation = useSyncExternalStore(subscribeToRemoteReloads, () => remoteGeneration(componentProps.remote));
  // The server render and its hydration show the fallback: the browser loads the component after
  // (the like button's state is the visitor's, and its code is not there yet when the page hydrates).
  if (!useHydrated()) return fallback;
  return (
    <OnDemand resetKey={generation} fallback={fallback}>
      <LoadedComponent {...componentProps} />
    </OnDemand>
  );
}
