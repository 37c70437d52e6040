import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { ErrorReply } from '@nacho/contracts';

export const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
export const reply = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: json(schema),
});
/** The usual success: 200 with a JSON body. */
export const okJson = (description: string, schema: z.ZodType): ZodOpenApiResponsesObject => ({
  200: reply(description, schema),
});
/** A JSON request body the operation needs. */
export const jsonBody = (schema: z.ZodType) => ({ required: true, content: json(schema) });
/** A JSON request body the client may leave out entirely. */
export const optionalJsonBody = (schema: z.ZodType) => ({ required: false, content: json(schema) });

const retryAfter = (description: string) =>
  z.object({ 'Retry-After': z.string().regex(/^\d+$/).meta({ description }) });

/** Error replies ({error:{code,message}}) by status. */
export const errors = (codes: Record<number, string>): ZodOpenApiResponsesObject =>
  Object.fromEntries(Object.entries(codes).map(([status, description]) => [status, reply(description, ErrorReply)]));

/** A 429 whose Retry-After header says when to try again (seconds). */
export const rateLimited = (description: string, schema: z.ZodType = ErrorReply): ZodOpenApiResponsesObject => ({
  429: { description, headers: retryAfter('Seconds until the next attempt may succeed'), content: json(schema) },
});

/** A 503 of the route's own (a bounded queue full), which replaces the shared database_unavailable description. */
export const busy = (description: string): ZodOpenApiResponsesObject => ({
  503: { description, headers: retryAfter('Seconds until the next attempt may succeed'), content: json(ErrorReply) },
});

/**
 * The shared error handler answers 503 database_unavailable (Retry-After: 5) whenever the database
 * cannot be reached, and every request with a session cookie reads the session store.
 */
const DATABASE_UNAVAILABLE: ZodOpenApiResponsesObject = {
  503: {
    description: 'The database is not reachable right now (database_unavailable); Retry-After says when to try again',
    headers: retryAfter('Seconds'),
    content: json(ErrorReply),
  },
};

const ORIGIN = 'Origin header missing or not this site (origin_required, origin_not_allowed)';
const NOT_JSON = 'A body that is not JSON (unsupported_media_type)';

/**
 * What core's mutation guard and body parser answer before any route runs: every POST, PUT and
 * DELETE needs the site's Origin and a JSON body (if any); POST and PUT bodies must parse (400
 * invalid_json) and stay under 64 kB (413). DELETE bodies are not parsed.
 */
function guardReplies(method: 'post' | 'put' | 'delete', own: Record<number, string>): Record<number, string> {
  const codes: Record<number, string> = { ...own };
  codes[403] = own[403] ? `${ORIGIN}; ${own[403]}` : ORIGIN;
  codes[415] = NOT_JSON;
  if (method !== 'delete') {
    codes[400] = own[400]
      ? `${own[400]}; or a body that is not valid JSON (invalid_json)`
      : 'A body that is not valid JSON (invalid_json)';
    codes[413] = 'A body over 64 kB (payload_too_large)';
  }
  return codes;
}

export const SESSION_SECURITY = [{ session: [] }];

export interface OperationSpec extends Omit<ZodOpenApiOperationObject, 'responses'> {
  /** Success replies (2xx, 3xx). */
  ok: ZodOpenApiResponsesObject;
  /** The route's own error statuses and what they mean. */
  fails?: Record<number, string>;
  /** Extra replies with their own shape (429 with Retry-After). */
  more?: ZodOpenApiResponsesObject;
  /** Needs a session cookie (a signed-in user or an admin session). */
  signedIn?: boolean;
  /** Query parameters, and what is wrong when they do not validate (answered 400 invalid_input). */
  query?: { schema: z.ZodObject; invalid: string };
}

/** One operation with every reply it can give, the shared guards' included. */
export function operation(
  method: 'get' | 'post' | 'put' | 'delete',
  tag: string,
  { ok, fails = {}, more = {}, signedIn, query, ...rest }: OperationSpec,
): ZodOpenApiOperationObject {
  const own = query ? { 400: `${query.invalid} (invalid_input)`, ...fails } : fails;
  const codes = method === 'get' ? own : guardReplies(method, own);
  return {
    tags: [tag],
    ...(signedIn ? { security: SESSION_SECURITY } : {}),
    ...rest,
    ...(query ? { requestParams: { ...rest.requestParams, query: query.schema } } : {}),
    responses: { ...ok, ...errors(codes), ...more, ...DATABASE_UNAVAILABLE },
  };
}
