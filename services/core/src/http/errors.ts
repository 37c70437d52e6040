import type { z } from 'zod';

/** An error meant for the client: its status, a stable code and a message that says what is wrong. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More fields of the error body beside code and message (e.g. the current state a conflict was checked against). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message = 'Sign in first', code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message = 'Not allowed', code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict', details?: Record<string, unknown>) =>
  new HttpError(409, code, message, details);

/** Validates input with a zod schema; a failure becomes a 400 naming the offending field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${field}${issue.message}`, 'invalid_input');
}
