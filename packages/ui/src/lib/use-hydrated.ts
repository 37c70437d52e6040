import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server render and in the browser's hydration of it, true from the render after
 * (and in every render of a page the browser rendered itself). What differs between the server and
 * the browser (the visitor's time zone and locale, the clock, code loaded on demand) renders its
 * server form until then, so that hydration finds the markup it expects, and updates right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The fixed zone of times rendered on the server (and hydrated): UTC, which formatMoment names. */
export const SERVER_RENDER_TIME_ZONE = 'UTC';
