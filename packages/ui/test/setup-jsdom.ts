import '@testing-library/jest-dom';

/*
 * Browser APIs that jsdom lacks but Radix primitives call (positioning, pointer capture,
 * scrolling, media queries). Minimal stand-ins so real components mount in tests.
 * Guarded: files with `@jest-environment node` run this setup too.
 */
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  const elementProto = window.Element.prototype as Element & Record<string, unknown>;
  elementProto.hasPointerCapture ??= () => false;
  elementProto.setPointerCapture ??= () => undefined;
  elementProto.releasePointerCapture ??= () => undefined;
  elementProto.scrollIntoView ??= () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
