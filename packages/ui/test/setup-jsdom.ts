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
  if (!('PointerEvent' in window)) {
    // Keeps clientX/button on fireEvent.pointer*() so swipe and hover logic sees real values.
    class PointerEventStub extends window.MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
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
