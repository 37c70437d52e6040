import { useRef } from 'react';
import type { ActivityItem } from '@nacho/contracts';

/**
 * The rows that arrived above the newest row seen before (a live refresh), so they can be marked.
 * The first list is not fresh, nor rows added below by "Load more"; a new filter starts over.
 */
export function useFreshIds(items: readonly ActivityItem[] | undefined, resetKey: string): ReadonlySet<string> {
  const state = useRef<{ key: string; newest: string | undefined; fresh: ReadonlySet<string> }>({
    key: resetKey,
    newest: undefined,
    fresh: new Set(),
  });
  const s = state.current;
  if (s.key !== resetKey) {
    s.key = resetKey;
    s.newest = undefined;
    s.fresh = new Set();
  }
  if (!items?.length) return s.fresh;
  const top = items[0]!.id;
  if (s.newest === undefined) {
    s.newest = top;
  } else if (top !== s.newest) {
    const at = items.findIndex((item) => item.id === s.newest);
    // The last newest row gone (deleted, or beyond the first page): nothing to mark reliably.
    s.fresh = new Set(at < 0 ? [] : items.slice(0, at).map((item) => item.id));
    s.newest = top;
  }
  return s.fresh;
}
