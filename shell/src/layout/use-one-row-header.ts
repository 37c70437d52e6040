import { useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint (64rem): from there the header is one row. */
const ONE_ROW_QUERY = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(ONE_ROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True where the header is one row (from 1024 px), false where its navigation moves to a second row. */
export function useOneRowHeader(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(ONE_ROW_QUERY).matches,
    // The server render (and its hydration) cannot know the width: the phone's two rows, the width
    // most visitors come with; a wider screen takes its one row right after hydration.
    () => false,
  );
}
