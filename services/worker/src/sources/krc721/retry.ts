import { setTimeout as delay } from 'node:timers/promises';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** First backoff; doubles on each retry up to maxDelayMs, then jittered to 50-100 %. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server's Retry-After is honoured up to this long. */
  maxRetryAfterMs: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
};

export function resolveRetryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...overrides };
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> => delay(ms, undefined, { signal });

/** Delay before retry number `retry` (0 = first retry): exponential, capped, jittered; at least Retry-After. */
export function retryDelayMs(retry: number, policy: RetryPolicy, retryAfterMs?: number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  const jittered = exponential / 2 + ((policy.random ?? Math.random)() * exponential) / 2;
  if (retryAfterMs === undefined) return jittered;
  return Math.min(policy.maxRetryAfterMs, Math.max(jittered, retryAfterMs));
}

/** Retry-After as delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

export class HttpStatusError extends Error {
  constructor(readonly url: string, readonly status: number) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'HttpStatusError';
  }
}

/** Drops a response body we will not read, so the connection goes back to the pool. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export interface FetchWithRetryOptions {
  policy: RetryPolicy;
  /** Per attempt, body included. */
  timeoutMs: number;
  /** Cancels everything (shutdown); never retried. */
  signal?: AbortSignal;
}

/**
 * GET that retries 429 (honouring Retry-After), 5xx, network errors and timeouts with backoff.
 * Any other status is returned for the caller to judge; the body must be read or discarded.
 */
export async function fetchWithRetry(url: string, options: FetchWithRetryOptions): Promise<Response> {
  const { policy, timeoutMs, signal } = options;
  const pause = policy.sleep ?? sleep;
  let lastError: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    signal?.throwIfAborted();
    const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    let retryAfterMs: number | undefined;
    try {
      const response = await fetch(url, { signal: attemptSignal, headers: { accept: 'application/json' } });
      if (!isRetryableStatus(response.status)) return response;
      retryAfterMs = response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
      await discardBody(response);
      lastError = new HttpStatusError(url, response.status);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      lastError = error;
    }
    if (attempt + 1 < policy.attempts) await pause(retryDelayMs(attempt, policy, retryAfterMs), signal);
  }
  throw lastError;
}
