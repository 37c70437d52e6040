import { combineSlices, configureStore, type CombinedSliceReducer, type WithSlice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';

/**
 * Slices that remotes add at runtime. A remote declares its slice here by declaration merging
 * and injects it into rootReducer:
 *
 *   declare module '@nacho/api' {
 *     interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
 *   }
 *   const injected = searchSlice.injectInto(rootReducer);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

type StaticState = WithSlice<typeof api>;

/** Lazy slices are optional: present once the remote that owns them has loaded. */
export type RootState = StaticState & Partial<LazyLoadedSlices>;

// Annotated so the published types keep naming LazyLoadedSlices (inference would flatten it
// to {} and remotes' declaration merging would not reach RootState).
export const rootReducer: CombinedSliceReducer<StaticState, RootState> =
  combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

/** The shell creates the one store; tests create their own. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
