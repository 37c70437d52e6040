import { Agent, request, type Dispatcher } from 'undici';

/** A whole answer: status, headers and the body read to its end. */
export interface HttpAnswer {
  url: string;
  status: number;
  /** Lower-case names. */
  header(name: string): string | null;
  body: string;
}

export class RequestTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`no complete answer from ${url} within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** A connection reset, refused connection, truncated body and the like. */
export class NetworkError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const detail =
      cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : String(cause);
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
  /** The connection pool to use (see createHttpAgent); default: undici's global one. */
  dispatcher?: Dispatcher;
}

/**
 * One connection pool per origin for a client's requests: kept-alive connections are reused across
 * requests instead of being set up anew, up to `connections` at once per origin (more wait).
 */
export function createHttpAgent(options: { connections: number; timeoutMs: number }): Agent {
  return new Agent({
    connections: options.connections,
    keepAliveTimeout: 4_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
}

/** The abort reason of our own deadline (one object: the RequestTimeoutError is only built when it fired). */
const DEADLINE = new Error('request deadline');

/**
 * GET (undici) with a deadline that fires on Node 20: a plain setTimeout aborts one AbortController
 * that this function owns and keeps referenced until the body is read, so it covers headers and
 * body together. (AbortSignal.timeout inside AbortSignal.any can be collected and never fire
 * there: nodejs/node#57736.)
 */
export async function httpGet(url: string, options: HttpGetOptions): Promise<HttpAnswer> {
  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(DEADLINE), options.timeoutMs);
  const forwardAbort = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    // undici's own headersTimeout/bodyTimeout as well: inactivity limits inside the client.
    const response = await request(url, {
      dispatcher: options.dispatcher,
      signal: controller.signal,
      headers: { accept: options.accept ?? 'application/json' },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    const body = await response.body.text();
    const headers = response.headers;
    return {
      url,
      status: response.statusCode,
      header: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
      body,
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) throw new RequestTimeoutError(url, options.timeoutMs);
    throw new NetworkError(url, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Cancels the slower of two hedged requests (one object for every request). */
const HEDGE_SETTLED = new Error('hedged request settled');

/**
 * httpGet that sends the same request a second time when the first has not answered within
 * `hedgeDelayMs`, and takes whichever completes first (the other is cancelled). A failure of one
 * waits for the other; both failing throws the first failure.
 */
export function hedgedHttpGet(url: string, options: HttpGetOptions & { hedgeDelayMs: number }): Promise<HttpAnswer> {
  const race = new AbortController();
  const { signal } = options;
  const forwardAbort = () => race.abort(signal!.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let hedge: NodeJS.Timeout | undefined;
  return new Promise<HttpAnswer>((resolve, reject) => {
    let running = 0;
    let firstError: unknown;
    let done = false;
    const start = () => {
      running += 1;
      httpGet(url, { ...options, signal: race.signal }).then(
        (answer) => {
          done = true;
          resolve(answer);
        },
        (error: unknown) => {
          running -= 1;
          firstError ??= error;
          if (done || running > 0) return;
          if (hedge) {
            // The first failed before the hedge was due: no point waiting for it.
            clearTimeout(hedge);
            hedge = undefined;
          }
          done = true;
          reject(signal?.aborted ? signal.reason : firstError);
        },
      );
    };
    start();
    hedge = setTimeout(() => {
      hedge = undefined;
      if (!done) start();
    }, options.hedgeDelayMs);
  }).finally(() => {
    clearTimeout(hedge);
    signal?.removeEventListener('abort', forwardAbort);
    race.abort(HEDGE_SETTLED);
  });
}
