import type { Action, PayloadAction } from '@reduxjs/toolkit';

/**
 * The RTK Query data of a server render, as the page embeds it for the browser: the fulfilled
 * queries and the tags they provide (so live events and mutations refetch them as usual).
 */
export interface ServerRenderApiState {
  queries: Record<string, unknown>;
  provided: unknown;
}

const HYDRATE = 'serverRender/hydrate';

export function isServerRenderHydration(action: Action): action is PayloadAction<ServerRenderApiState> {
  return action.type === HYDRATE;
}

type QueryEntry = { status?: string; fulfilledTimeStamp?: number; error?: { status?: unknown } };

/**
 * A reply the page's first view shows as it is: data, or a definite answer of the service (a 4xx:
 * "not found", "invalid"), which the page shows as its not-found state. A 5xx, a network failure or
 * a read still running is not embedded: the page shows its loading state and asks in the browser.
 */
export function isEmbeddableReply(entry: unknown): boolean {
  const query = entry as QueryEntry | undefined;
  if (query?.status === 'fulfilled') return true;
  const status = query?.status === 'rejected' ? query.error?.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The action that puts a server render's data into the store before the first render, so that the
 * page's queries find their data and do not ask again. The replies count as read now: the server
 * rendered them from the data version current when the page was sent (a cached page is dropped
 * when its data changes), so the cache policies' stale times start here.
 */
export function hydrateServerRender(
  state: ServerRenderApiState,
  now = Date.now(),
): PayloadAction<ServerRenderApiState> {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(state.queries)) {
    const query = entry as QueryEntry | undefined;
    if (query?.status === 'fulfilled') queries[key] = { ...query, fulfilledTimeStamp: now };
    else if (isEmbeddableReply(query)) queries[key] = query;
  }
  return { type: HYDRATE, payload: { queries, mutations: {}, provided: state.provided ?? {} } as ServerRenderApiState };
}

/** What a server render embeds of its store's api state: the embeddable replies (isEmbeddableReply). */
export function serverRenderApiState(api: {
  queries: Record<string, unknown>;
  provided: unknown;
}): ServerRenderApiState {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (isEmbeddableReply(entry)) queries[key] = entry;
  }
  return { queries, provided: api.provided };
}
