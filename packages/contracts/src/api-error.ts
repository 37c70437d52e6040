import { z } from 'zod';

/** The JSON error body every service sends (DESIGN 5). */
export const ErrorReply = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'ErrorReply', description: 'Every failure: a stable code and a message that says what is wrong' });

export type ApiErrorBody = z.infer<typeof ErrorReply>;

/** A hand-written check, so that the browser's error path does not run zod. */
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
