import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error';
import { resolveFetchUrl } from './api-config';

/**
 * fetch, with the reason a failed fetch gives in Node (its cause: ECONNRESET, UND_ERR_SOCKET...) put
 * in its message, which is all fetchBaseQuery keeps of it: a server render's "read failed" then says
 * why. A browser's failed fetch has no cause and is left as it is, and so are aborts and timeouts.
 */
const fetchNamingItsCause: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = typeof cause?.code === 'string' ? cause.code : cause?.message;
    // By name: the TypeError of another realm (Node's own fetch under a test's VM) is no instanceof.
    if ((error as Error | undefined)?.name === 'TypeError' && typeof reason === 'string' && reason)
      throw new TypeError(`${(error as Error).message} (${reason})`, { cause });
    throw error;
  }
};

const fetchWithCookies = fetchBaseQuery({
  fetchFn: fetchNamingItsCause,
  credentials: 'include',
  // Error bodies stay raw text (SPEC 8 puts them in the message); successful replies are
  // parsed by content type, JSON or text.
  responseHandler: async (response) => {
    const text = await response.text();
    if (!response.ok) return text;
    if (!text) return null;
    return /\bjson\b/i.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
  },
});

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
/** How many times a read whose connection failed is sent in all. */
const READ_SENDS = 3;

function toFetchArgs(args: string | FetchArgs): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = resolveFetchUrl(request.url);
  const method = (request.method ?? 'GET').toUpperCase();
  // The services accept mutations only with a JSON content type (DESIGN 5), body or not.
  if (!BODYLESS_METHODS.has(method) && request.body === undefined) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    request.headers = headers;
  }
  return request;
}

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

/** fetch with the session cookie against the configured base URL; every failure is an ApiError. */
export const normalisingBaseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const request = toFetchArgs(args);
  let result = await fetchWithCookies(request, api, extraOptions);
  // A kept-alive connection that the server closed just as it was reused fails at once (the server
  // render's reads after a few seconds of quiet: 3 renders in 12): a read is sent again, at once.
  // Connections opened together expire together, so the next one taken may be closed too (a render
  // after a minute of quiet failed twice): up to READ_SENDS sends. Not a mutation: it may have
  // reached the server.
  const read = BODYLESS_METHODS.has((request.method ?? 'GET').toUpperCase());
  for (let sends = 1; read && sends < READ_SENDS && result.error?.status === 'FETCH_ERROR'; sends++) {
    if (api.signal.aborted) break;
    result = await fetchWithCookies(request, api, extraOptions);
  }
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/** Worth another try: the network failed, or the server was overloaded or broken. A 4xx will not change. */
export function isRetryable(error: ApiError): boolean {
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 429;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/**
 * The base query of the one api: normalisingBaseQuery with no retries unless an endpoint asks
 * for them through extraOptions (see cache-policy.ts), e.g. extraOptions: { maxRetries: 3 },
 * and then only for retryable failures (a signed-out 401 is answered at once).
 */
export const apiBaseQuery = retry(normalisingBaseQuery, {
  retryCondition: (error, _args, { attempt, extraOptions }) =>
    attempt <= ((extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? 0) &&
    isRetryable(error as ApiError),
});
