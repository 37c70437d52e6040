import { useEffect, useState } from 'react';

/**
 * Whether the element (attach the returned ref) has come within `rootMargin` of the viewport: it
 * stays true from the first time on. The element may mount later than the component. Without
 * IntersectionObserver (old browsers, jsdom) it is `withoutObserver`: true where holding something
 * back would lose it, false where it only saves work ahead of time.
 */
export function useFirstInView<E extends Element>({
  rootMargin = '0px',
  enabled = true,
  withoutObserver = true,
} = {}): [ref: (element: E | null) => void, inView: boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined' && withoutObserver);
  useEffect(() => {
    if (!enabled || inView || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, enabled, inView]);
  // Disabled (most links in a list), the element is not kept: no state change, no second render.
  return [enabled ? setElement : ignoreElement, inView];
}

const ignoreElement = () => undefined;
