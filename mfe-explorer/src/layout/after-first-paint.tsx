import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` one frame after the screen's first paint; until then an empty block of at
 * least the viewport's height, which keeps the footer below the fold. For the parts of a screen
 * below its first view: left out of the first render, they no longer add their render, style,
 * layout and paint to the time before the first view shows.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the timer it sets runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div aria-hidden="true" className="min-h-screen" data-testid="after-first-paint" />;
}
