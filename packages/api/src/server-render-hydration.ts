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

type QueryEntry = { status?: string; fulfilledTimeStamp?: number };

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
  }
  return { type: HYDRATE, payload: { queries, mutations: {}, provided: state.provided ?? {} } as ServerRenderApiState };
}

/** What a server render embeds of its store's api state: fulfilled queries only. */
export function serverRenderApiState(api: {
  queries: Record<string, unknown>;
  provided: unknown;
}): ServerRenderApiState {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if ((entry as QueryEntry | undefined)?.status === 'fulfilled') queries[key] = entry;
  }
  return { queries, provided: api.provided };
}
