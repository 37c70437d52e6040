import { createContext, useContext } from 'react';
import type { RemoteName } from '@nacho/contracts';

/**
 * In the server render: the remotes whose server code this render has (a remote down or not
 * deployed with a server build is missing, and its routes render their loading state there, for the
 * browser to render). Null in the browser, where every remote is tried.
 */
export const ServerRemotesContext = createContext<ReadonlySet<RemoteName> | null>(null);

/** False only in a server render that does not have `remote`'s code. */
export function useRemoteRenderable(remote: RemoteName): boolean {
  const available = useContext(ServerRemotesContext);
  return !available || available.has(remote);
}
