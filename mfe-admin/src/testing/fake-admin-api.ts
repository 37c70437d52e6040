/*
 * Test support: the contest service's admin replies from a route table keyed "METHOD /path", in
 * the service's own format (JSON bodies, errors as {error: {code, message}}, Retry-After on a
 * lockout), with every request and its JSON body recorded. A handler may return a promise to hold
 * the reply. jsdom has no fetch/Request/Response, so minimal stand-ins are installed for RTK Query.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function') globalThis.fetch = () => Promise.reject(new TypeError('no fake admin api installed'));

class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  constructor(
    private readonly bodyText: string,
    readonly status: number,
    headers: Record<string, string> = {},
  ) {
    this.ok = status >= 200 && status <= 299;
    this.statusText = this.ok ? 'OK' : 'Error';
    this.headers = new Headers({ 'content-type': 'application/json; charset=utf-8', ...headers });
  }
  clone() {
    return new FakeResponse(this.bodyText, this.status, Object.fromEntries(this.headers.entries()));
  }
  async text() {
    return this.bodyText;
  }
  async json() {
    return JSON.parse(this.bodyText);
  }
}

type RequestInit = { method?: string; headers?: HeadersInit; signal?: AbortSignal; body?: unknown };

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
  readonly body: string | undefined;
  constructor(input: string | FakeRequest, init: RequestInit = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').toString();
    this.method = (init.method ?? (typeof input === 'string' ? 'GET' : input.method)).toUpperCase();
    this.headers = new Headers(init.headers);
    this.signal = init.signal;
    this.body = typeof init.body === 'string' ? init.body : typeof input === 'string' ? undefined : input.body;
  }
  clone() {
    return new FakeRequest(this.url, { method: this.method, headers: this.headers, signal: this.signal, body: this.body });
  }
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/** A request the panel sent: "METHOD /path", its content type and its parsed JSON body. */
export interface SentRequest {
  key: string;
  url: URL;
  contentType: string | null;
  body: unknown;
}

export interface FakeAdminApi {
  route(key: string, handler: Handler): void;
  /** Every request to "METHOD /path", in order. */
  sent(key: string): SentRequest[];
  /** Every request, in order. */
  readonly requests: SentRequest[];
  uninstall(): void;
}

/** The service's error body. */
export function errorReply(status: number, code: string, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { error: { code, message } }, headers };
}

export function installFakeAdminApi(routes: Record<string, Handler> = {}): FakeAdminApi {
  const table = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  const fetch = async (input: FakeRequest | string) => {
    const request = typeof input === 'string' ? new FakeRequest(input) : input;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const sent: SentRequest = { key, url, contentType: request.headers.get('content-type'), body: request.body === undefined ? undefined : JSON.parse(request.body) };
    requests.push(sent);
    const handler = table.get(key);
    const reply = handler === undefined ? errorReply(404, 'not_found', `No route for ${key}`) : typeof handler === 'function' ? await handler(sent) : handler;
    return new FakeResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), reply.status ?? 200, reply.headers);
  };
  Object.assign(globalThis, { fetch, Request: FakeRequest, Response: FakeResponse });
  return {
    route: (key, handler) => void table.set(key, handler),
    sent: (key) => requests.filter((r) => r.key === key),
    requests,
    uninstall: () => Object.assign(globalThis, saved),
  };
}

/** A promise the test settles when it wants the reply to arrive. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
