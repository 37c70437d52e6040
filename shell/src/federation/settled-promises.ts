import { use } from 'react';

const fulfilled = new WeakMap<Promise<unknown>, { value: unknown }>();

/** Remembers the promise's value once it is fulfilled, for useSettled. Returns the same promise. */
export function rememberValue<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => fulfilled.set(promise, { value }),
    () => undefined,
  );
  return promise;
}

/**
 * `use(promise)` that reads an already fulfilled promise without suspending. React's `use`
 * suspends the first time it meets a promise even when it has settled, and once a Suspense
 * fallback has been shown React holds the content back for its reveal throttle (300 ms): a page
 * whose code was preloaded before the first render would still wait that long.
 */
export function useSettled<T>(promise: Promise<T>): T {
  const known = fulfilled.get(promise);
  return known ? (known.value as T) : use(promise);
}
