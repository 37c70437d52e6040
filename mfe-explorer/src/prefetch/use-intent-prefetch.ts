import { useEffect, useRef, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { useFirstInView } from '../layout/use-first-in-view';

/**
 * How long the mouse rests on a link before its page is loaded: long enough that sweeping across
 * a grid of cards loads nothing, short against the 200-300 ms from resting on a link to clicking it.
 */
export const HOVER_INTENT_MS = 65;

export interface IntentHandlers<E extends Element> {
  ref: (element: E | null) => void;
  onPointerEnter: (event: PointerEvent<E>) => void;
  onPointerLeave: (event: PointerEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
  onTouchStart: (event: TouchEvent<E>) => void;
}

/**
 * Calls `prefetch` when a person shows they may follow a link: the mouse rests on it, it gets
 * keyboard focus, a finger touches it, or (with `whenVisible`) it comes into view. Spread the
 * result onto the link. Repeated calls are cheap for the caller to ignore (cached chunk and reply).
 */
export function useIntentPrefetch<E extends Element>(
  prefetch: () => void,
  { whenVisible = false } = {},
): IntentHandlers<E> {
  const latest = useRef(prefetch);
  latest.current = prefetch;
  const hoverTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const [ref, inView] = useFirstInView<E>({ enabled: whenVisible, withoutObserver: false });
  useEffect(() => {
    if (whenVisible && inView) latest.current();
  }, [whenVisible, inView]);

  return {
    ref,
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(() => latest.current(), HOVER_INTENT_MS);
    },
    onPointerLeave: () => window.clearTimeout(hoverTimer.current),
    onFocus: () => latest.current(),
    onTouchStart: () => latest.current(),
  };
}
