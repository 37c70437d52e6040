/** A whole answer: status, headers and the body read to its end. */
export interface HttpAnswer {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

export class RequestTimeoutError extends Error {
  constructor(readonly url: string, readonly timeoutMs: number) {
    super(`no complete answer from ${url} within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** A connection reset, refused connection, truncated body and the like (fetch reports them as TypeError). */
export class NetworkError extends Error {
  constructor(readonly url: string, cause: unknown) {
    const detail = cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : String(cause);
    super(`network error from ${url}: ${detail}`, { cause });
    this.name = 'NetworkError';
  }
}

export interface HttpGetOptions {
  /** Deadline for the headers and the whole body together. */
  timeoutMs: number;
  /** Cancels the request (shutdown, or a hedged request that lost); its reason is thrown. */
  signal?: AbortSignal;
  accept?: string;
}

/**
 * GET with a deadline that fires on Node 20: a plain setTimeout aborts one AbortController that
 * this function owns and keeps referenced until the body is read. (AbortSignal.timeout inside
 * AbortSignal.any can be collected and never fire there: nodejs/node#57736.)
 */
export async function httpGet(url: string, options: HttpGetOptions): Promise<HttpAnswer> {
  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timeout = new RequestTimeoutError(url, options.timeoutMs);
  const timer = setTimeout(() => controller.abort(timeout), options.timeoutMs);
  const forwardAbort = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: options.accept ?? 'application/json' } });
    const body = await response.text();
    return { url, status: response.status, headers: response.headers, body };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) throw timeout;
    throw new NetworkError(url, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
