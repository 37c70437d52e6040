/*
 * Test support: jsdom has no fetch, Request or Response, so RTK Query's fetchBaseQuery cannot
 * run there. installFakeApi() puts minimal stand-ins on the global object that answer from a
 * route table with the services' real reply shapes, and records every request.
 */
import { TextDecoder, TextEncoder } from 'node:util';

// Import this module first: react-router needs TextEncoder at import time, and RTK Query warns
// when fetch is missing as @nacho/api loads. Until installFakeApi() runs, any request fails.
Object.assign(globalThis, { TextEncoder, TextDecoder });
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

class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  constructor(
    private readonly bodyText: string,
    readonly status: number,
    contentType: string,
  ) {
    this.ok = status >= 200 && status <= 299;
    this.statusText = this.ok ? 'OK' : 'Error';
    this.headers = new Headers({ 'content-type': contentType });
  }
  clone(): FakeResponse {
    return new FakeResponse(this.bodyText, this.status, this.headers.get('content-type') ?? '');
  }
  async text(): Promise<string> {
    return this.bodyText;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.bodyText);
  }
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | FakeRequest, init: { method?: string; headers?: HeadersInit; signal?: AbortSignal } = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').toString();
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.signal = init.signal ?? undefined;
  }
  clone(): FakeRequest {
    return new FakeRequest(this.url, { method: this.method, headers: this.headers, signal: this.signal });
  }
}

export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const requests: URL[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };

  const fakeFetch = (input: FakeRequest | string): Promise<FakeResponse> => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    requests.push(url);
    const route = table.get(url.pathname);
    const reply: FakeReply = route === undefined
      ? { status: 404, body: { error: { code: 'not_found', message: `No such endpoint: GET ${url.pathname}` } } }
      : typeof route === 'function' ? route(url) : route;
    if (reply.pending) return new Promise(() => undefined);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve(new FakeResponse(text, reply.status ?? 200, 'application/json; charset=utf-8'));
  };

  Object.assign(globalThis, { fetch: fakeFetch, Request: FakeRequest, Response: FakeResponse });
  return {
    route: (path, reply) => void table.set(path, reply),
    requests,
    requestsTo: (path) => requests.filter((url) => url.pathname === path),
    uninstall: () => Object.assign(globalThis, saved),
  };
}

/** The services' `{message: 'success', result}` envelope. */
export function success<T>(result: T): FakeReply {
  return { body: { message: 'success', result } };
}
