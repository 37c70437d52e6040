/**
 * Test support: jsdom has no IntersectionObserver. install() puts this one on window; showAll()
 * tells every observer that the elements it watches have come into view.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  disconnect() {
    this.targets.length = 0;
  }

  static install(): () => void {
    FakeIntersectionObserver.instances = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    return () => Reflect.deleteProperty(window, 'IntersectionObserver');
  }

  static showAll() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
