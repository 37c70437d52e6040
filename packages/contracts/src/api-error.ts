import { z } from 'zod';

/** The JSON error body every service sends (DESIGN 5). */
export const ErrorReply = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'ErrorReply', description: 'Every failure: a stable code and a message that says what is wrong' });

export type ApiErrorBody = z.infer<typeof ErrorReply>;
