import { useEffect, useRef, type RefObject } from 'react';

/** The element's closest ancestor that scrolls vertically (a dialog body), or null for the page. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Brings the top of a list back into view when `key` (its page number) changes: after "Next" at
 * the bottom of a long page, the reader starts at the first row of the new page. Nothing moves on
 * the first render, or when the list's top is already visible. Give the element a scroll-margin
 * (scroll-mt-*) to keep it clear of a sticky header.
 */
export function useScrollToTopOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    const element = ref.current;
    if (!element) return;
    const container = scrollParent(element);
    // On the page, a sticky header covers the top: the element's scroll-margin says how much.
    const visibleTop = container
      ? container.getBoundingClientRect().top
      : parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const visibleBottom = container ? container.getBoundingClientRect().bottom : window.innerHeight;
    const top = element.getBoundingClientRect().top;
    if (top >= visibleTop && top < visibleBottom) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [key]);
  return ref;
}
