/*
 * Test support: jsdom has no fetch, Request or Response, so RTK Query's fetchBaseQuery cannot run
 * there. installFakeFetch() puts minimal stand-ins on the global object that answer GET requests
 * from a handler, and records every request URL.
 */
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder at import time; jsdom lacks it. RTK Query warns at import time
// when there is no fetch at all, so a stub stands in until a test installs the fake.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.fetch) Object.assign(globalThis, { fetch: () => Promise.reject(new Error('installFakeFetch() first')) });

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Never answers, to hold a loading state. */
  pending?: boolean;
}

export type FakeHandler = (url: URL) => FakeReply | undefined;

class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  constructor(
    private readonly bodyText: string,
    readonly status: number,
  ) {
    this.ok = status >= 200 && status <= 299;
    this.statusText = this.ok ? 'OK' : 'Error';
    this.headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  }
  clone(): FakeResponse {
    return new FakeResponse(this.bodyText, this.status);
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

export interface FakeFetch {
  requests: URL[];
  /** Requests whose path starts with the prefix, in order. */
  requestsTo: (pathPrefix: string) => URL[];
  uninstall: () => void;
}

/** Answers every request with the first handler that returns a reply; 404 {error} otherwise. */
export function installFakeFetch(...handlers: FakeHandler[]): FakeFetch {
  const requests: URL[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  const fakeFetch = (input: FakeRequest | string): Promise<FakeResponse> => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    requests.push(url);
    let reply: FakeReply | undefined;
    for (const handler of handlers) if ((reply = handler(url))) break;
    reply ??= { status: 404, body: { error: { code: 'not_found', message: `No such endpoint: GET ${url.pathname}` } } };
    if (reply.pending) return new Promise(() => undefined);
    return Promise.resolve(new FakeResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), reply.status ?? 200));
  };
  Object.assign(globalThis, { fetch: fakeFetch, Request: FakeRequest, Response: FakeResponse });
  return {
    requests,
    requestsTo: (prefix) => requests.filter((url) => url.pathname.startsWith(prefix)),
    uninstall: () => Object.assign(globalThis, saved),
  };
}

export function success<T>(result: T): FakeReply {
  return { body: { message: 'success', result } };
}

export function errorReply(status: number, code: string, message: string): FakeReply {
  return { status, body: { error: { code, message } } };
}
