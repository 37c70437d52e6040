import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@nacho/contracts';
import { fetchRuntimeConfig } from '../runtime-config/runtime-config';
import { rememberValue } from './settled-promises';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} micro-frontend could not be loaded`, options);
  }
}

/**
 * One promise per remote module, kept after a failure too: React's `use()` needs the same
 * promise on every render, and a failed remote must stay failed until Retry.
 */
const modulePromises = new Map<string, Promise<unknown>>();

/** Bumped by reloadRemote so that components which gave up on a remote try it again. */
const generations = new Map<RemoteName, number>();
const reloadListeners = new Set<() => void>();

export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function subscribeToRemoteReloads(listener: () => void): () => void {
  reloadListeners.add(listener);
  return () => reloadListeners.delete(listener);
}

export function registerRuntimeRemotes(remotes: Record<RemoteName, string>): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads `remote/expose` (expose without "./", e.g. "routes") once. */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${remote}/${expose}`;
  let promise = modulePromises.get(id);
  if (!promise) {
    promise = loadRemote<T>(id).then(
      (module) => {
        if (module == null) throw new RemoteUnavailableError(remote);
        return module;
      },
      (error: unknown) => {
        throw new RemoteUnavailableError(remote, { cause: error });
      },
    );
    modulePromises.set(id, rememberValue(promise));
  }
  return promise as Promise<T>;
}

/** Drops the module promises of `remote`: the next loadRemoteModule loads them again. */
export function forgetRemoteModules(remote: RemoteName): void {
  for (const id of [...modulePromises.keys()]) {
    if (id.startsWith(`${remote}/`)) modulePromises.delete(id);
  }
}

function withCacheBuster(url: string): string {
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', Date.now().toString(36));
  return busted.href;
}

/**
 * Forgets everything loaded from `remote`, re-reads the runtime config (the remote may have
 * moved or come back) and registers its entry again. The next loadRemoteModule call fetches
 * the manifest and remoteEntry afresh.
 */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  forgetRemoteModules(remote);
  let entry: string | undefined;
  try {
    entry = (await fetchRuntimeConfig()).remotes[remote];
  } catch {
    // Keep the entry registered at boot; the load below reports whether it works now.
  }
  if (entry) registerRemotes([{ name: remote, entry: withCacheBuster(entry) }], { force: true });
  generations.set(remote, remoteGeneration(remote) + 1);
  for (const listener of reloadListeners) listener();
}
