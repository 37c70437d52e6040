import type { ApiErrorBody } from './api-error';

/**
 * A hand-written check of the error body, in a module of its own: a front end that imports it
 * does not load zod (ErrorReply's module builds a schema when it is evaluated, so a bundler keeps
 * zod for any import from that module, used or not).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
