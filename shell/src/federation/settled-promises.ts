import { useEffect, useReducer } from 'react';

type Settlement = { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown };

const settlements = new WeakMap<Promise<unknown>, Settlement>();

function record(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    (value) => void settlements.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void settlements.set(promise, { status: 'rejected', reason }),
  );
}

/** Records how the promise settles, for useSettledValue. Returns the same promise. */
export function rememberValue<T>(promise: Promise<T>): Promise<T> {
  void record(promise);
  return promise;
}

/**
 * The promise's value once it is fulfilled, `undefined` while it is pending (the component renders
 * again when it settles), its reason thrown once it is rejected (for the error boundary).
 *
 * Unlike React's `use`, it never suspends. Once a Suspense fallback has been shown, React holds
 * the content that replaces it back until 300 ms after the fallback appeared (its reveal
 * throttle): on a first visit the shell shows the page's placeholder before the remote's code
 * arrives, so a page ready 20 ms later would still wait. Rendering the placeholder as ordinary
 * content avoids that, and code already loaded renders in the first commit.
 */
export function useSettledValue<T>(promise: Promise<T>): T | undefined {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const known = settlements.get(promise);
  useEffect(() => {
    if (known) return undefined;
    let mounted = true;
    void record(promise).then(() => {
      if (mounted) settled();
    });
    return () => {
      mounted = false;
    };
  }, [promise, known]);
  if (!known) return undefined;
  if (known.status === 'rejected') throw known.reason;
  return known.value as T;
}
