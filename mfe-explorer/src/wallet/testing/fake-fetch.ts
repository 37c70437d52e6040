/*
 * Test support: installFakeFetch() answers GET requests from handlers and records every request URL.
 */
import { FakeResponse, installFetchStandIns, JSON_CONTENT_TYPE, type FakeRequest } from '../../testing/fetch-stand-ins';

// RTK Query warns at import time when there is no fetch at all, so a stub stands in until a test
// installs the fake.
if (!globalThis.fetch) Object.assign(globalThis, { fetch: () => Promise.reject(new Error('installFakeFetch() first')) });

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Never answers, to hold a loading state. */
  pending?: boolean;
}

export type FakeHandler = (url: URL) => FakeReply | undefined;

export interface FakeFetch {
  requests: URL[];
  /** Requests whose path starts with the prefix, in order. */
  requestsTo: (pathPrefix: string) => URL[];
  uninstall: () => void;
}

/** Answers every request with the first handler that returns a reply; 404 {error} otherwise. */
export function installFakeFetch(...handlers: FakeHandler[]): FakeFetch {
  const requests: URL[] = [];
  const fakeFetch = (input: FakeRequest | string): Promise<FakeResponse> => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    requests.push(url);
    let reply: FakeReply | undefined;
    for (const handler of handlers) if ((reply = handler(url))) break;
    reply ??= { status: 404, body: { error: { code: 'not_found', message: `No such endpoint: GET ${url.pathname}` } } };
    if (reply.pending) return new Promise(() => undefined);
    return Promise.resolve(new FakeResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), reply.status ?? 200, JSON_CONTENT_TYPE));
  };
  const uninstall = installFetchStandIns(fakeFetch);
  return {
    requests,
    requestsTo: (prefix) => requests.filter((url) => url.pathname.startsWith(prefix)),
    uninstall,
  };
}

export function success<T>(result: T): FakeReply {
  return { body: { message: 'success', result } };
}

export function errorReply(status: number, code: string, message: string): FakeReply {
  return { status, body: { error: { code, message } } };
}
