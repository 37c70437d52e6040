/**
 * Runs `callback` once the page has loaded (its scripts, stylesheets and preloads: the first
 * page's code and reads) and the main thread is idle, so that what it fetches does not compete
 * with the first page for a slow link. Returns a function that cancels it.
 */
export function afterPageLoad(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    else timer = setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
