import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@nacho/contracts';
import { forgetRemoteModules } from '../federation/remote-modules';

/** The server container URL each remote is registered with in this render thread. */
const registered = new Map<RemoteName, string>();

/**
 * Registers the remotes' server containers. The URLs are versioned (the renderer host adds the
 * build's version): a new URL is a deploy, and the remote is registered again with `force`, which
 * drops the loaded container and its modules, so the next render loads the new code. One
 * container per remote stays loaded: the cache is bounded by the number of remotes.
 */
export function syncServerRemotes(entries: Partial<Record<RemoteName, string>>): void {
  // A remote that is gone (down, moved without a server build) is registered afresh when it is back.
  for (const name of [...registered.keys()]) if (!entries[name]) forgetServerRemote(name);
  const changed = (Object.entries(entries) as [RemoteName, string][]).filter(
    ([name, entry]) => registered.get(name) !== entry,
  );
  if (!changed.length) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  for (const [name, entry] of changed) {
    forgetRemoteModules(name);
    registered.set(name, entry);
  }
}

/** After a failed load: the next render registers and loads the remote again. */
export function forgetServerRemote(name: RemoteName): void {
  registered.delete(name);
  forgetRemoteModules(name);
}
