/*
 * Test support: installFakeApi() answers the explorer's requests from a route table with the
 * services' real reply shapes, and records every request.
 */
import { FakeResponse, installFetchStandIns, JSON_CONTENT_TYPE, type FakeRequest } from '../../testing/fetch-stand-ins';

// Import this module first: RTK Query warns when fetch is missing as @nacho/api loads. Until
// installFakeApi() runs, any request fails.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new TypeError('fetch: no fake api is installed'));
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Never answers, for loading states. */
  pending?: boolean;
}

export type FakeRoute = FakeReply | ((url: URL) => FakeReply);

export interface FakeApi {
  /** Answer GET {path} (no query string) with this reply from now on. */
  route: (path: string, reply: FakeRoute) => void;
  /** Every request URL, in order. */
  requests: URL[];
  /** The requests to one path, in order. */
  requestsTo: (path: string) => URL[];
  uninstall: () => void;
}

export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const requests: URL[] = [];

  const fakeFetch = (input: FakeRequest | string): Promise<FakeResponse> => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    requests.push(url);
    const route = table.get(url.pathname);
    const reply: FakeReply = route === undefined
      ? { status: 404, body: { error: { code: 'not_found', message: `No such endpoint: GET ${url.pathname}` } } }
      : typeof route === 'function' ? route(url) : route;
    if (reply.pending) return new Promise(() => undefined);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve(new FakeResponse(text, reply.status ?? 200, JSON_CONTENT_TYPE));
  };

  const uninstall = installFetchStandIns(fakeFetch);
  return {
    route: (path, reply) => void table.set(path, reply),
    requests,
    requestsTo: (path) => requests.filter((url) => url.pathname === path),
    uninstall,
  };
}

/** The services' `{message: 'success', result}` envelope. */
export function success<T>(result: T): FakeReply {
  return { body: { message: 'success', result } };
}
