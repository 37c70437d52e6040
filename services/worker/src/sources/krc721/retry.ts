import { setTimeout as delay } from 'node:timers/promises';
import pRetry from 'p-retry';
import type { Dispatcher } from 'undici';
import { hedgedHttpGet, httpGet, NetworkError, RequestTimeoutError, type HttpAnswer } from './http-get';

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
  constructor(
    readonly url: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'HttpStatusError';
  }
}

/** A 2xx answer whose body is not what the API sends (an HTML error page, a truncated JSON): worth another try. */
export class InvalidAnswerError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`invalid answer from ${url}: ${detail}`);
    this.name = 'InvalidAnswerError';
  }
}

/** Errors another attempt may cure: 429/5xx, timeouts, network errors, mangled bodies. */
export function isTransient(error: unknown): boolean {
  if (error instanceof HttpStatusError) return isRetryableStatus(error.status);
  return error instanceof RequestTimeoutError || error instanceof NetworkError || error instanceof InvalidAnswerError;
}

/** The body as JSON, or InvalidAnswerError (HTML error pages and cut-off bodies are transient). */
export function parseJsonBody(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    const kind = /^\s*</.test(answer.body) ? 'an HTML page' : `${answer.body.length} bytes that are not JSON`;
    throw new InvalidAnswerError(answer.url, `${kind} (content-type ${answer.header('content-type') ?? 'none'})`);
  }
}

export interface GetWithRetryOptions {
  policy: RetryPolicy;
  /** Per attempt, body included. */
  timeoutMs: number;
  /** Cancels everything (shutdown); never retried. */
  signal?: AbortSignal;
  /** Send the request again when it has not answered within this (see hedgedHttpGet). */
  hedgeDelayMs?: number;
  dispatcher?: Dispatcher;
}

/**
 * GET `url` and hand the whole answer to `read`, retrying with backoff (p-retry) while the failure
 * is transient: 429 (honouring Retry-After) and 5xx, timeouts, network errors, and answers `read`
 * rejects with InvalidAnswerError. Other statuses go to `read` to judge. Throws the last error.
 */
export async function getWithRetry<T>(
  url: string,
  options: GetWithRetryOptions,
  read: (answer: HttpAnswer) => T,
): Promise<T> {
  const { policy, timeoutMs, signal, hedgeDelayMs, dispatcher } = options;
  const pause = policy.sleep ?? sleep;
  return pRetry(
    async () => {
      let result: T;
      try {
        const answer =
          hedgeDelayMs === undefined
            ? await httpGet(url, { timeoutMs, signal, dispatcher })
            : await hedgedHttpGet(url, { timeoutMs, signal, hedgeDelayMs, dispatcher });
        if (isRetryableStatus(answer.status)) {
          const retryAfterMs = answer.status === 429 ? parseRetryAfter(answer.header('retry-after')) : undefined;
          throw new HttpStatusError(url, answer.status, retryAfterMs);
        }
        result = read(answer);
      } catch (error) {
        if (signal?.aborted || !isTransient(error)) throw new pRetry.AbortError(error as Error);
        throw error;
      }
      return result;
    },
    {
      retries: Math.max(0, policy.attempts - 1),
      // The delays are ours (Retry-After aware, injectable for tests): p-retry only orchestrates.
      minTimeout: 0,
      maxTimeout: 0,
      factor: 1,
      randomize: false,
      onFailedAttempt: async (error) => {
        if (error.retriesLeft <= 0) throw error;
        const retryAfterMs = error instanceof HttpStatusError ? error.retryAfterMs : undefined;
        await pause(retryDelayMs(error.attemptNumber - 1, policy, retryAfterMs), signal);
      },
    },
  );
}
