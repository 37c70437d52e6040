import { isApiError, type ApiError } from '@nacho/api';

/** An ApiError that also carries the reply's Retry-After, in seconds. */
export type RetryAfterError = ApiError & { retryAfterSeconds?: number };

/** transformErrorResponse: copies a reply's Retry-After header (seconds) onto the error. */
export function withRetryAfter(error: ApiError, meta: { response?: Response } | undefined): RetryAfterError {
  const header = meta?.response?.headers.get('retry-after');
  const seconds = header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
  return seconds === undefined ? error : { ...error, retryAfterSeconds: seconds };
}

export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const seconds = (error as RetryAfterError).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}
