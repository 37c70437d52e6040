export class MarketApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarketApiError';
  }
}

/**
 * GET a JSON body within timeoutMs (headers and body). One AbortController fed by a timer and
 * by the caller's signal: AbortSignal.any with AbortSignal.timeout does not fire reliably on Node 20.
 */
export async function getJson(url: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<unknown> {
  options.signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new MarketApiError(`no answer from ${url} within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  const forward = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    const text = await response.text();
    if (!response.ok) throw new MarketApiError(`HTTP ${response.status} from ${url}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      const kind = (response.headers.get('content-type') ?? 'unknown type').split(';')[0];
      throw new MarketApiError(`${url} answered ${kind} that is not JSON: ${JSON.stringify(text.slice(0, 60))}`);
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }
}
