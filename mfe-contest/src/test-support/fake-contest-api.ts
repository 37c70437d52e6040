/*
 * Test support: the contest service's replies from a route table keyed "METHOD /path", with
 * every request recorded. A handler may return a promise to hold the reply (in-flight states).
 * jsdom has no fetch/Request/Response, so minimal stand-ins are installed for RTK Query.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function') globalThis.fetch = () => Promise.reject(new TypeError('no fake api installed'));

class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  constructor(private readonly bodyText: string, readonly status: number) {
    this.ok = status >= 200 && status <= 299;
    this.statusText = this.ok ? 'OK' : 'Error';
  }
  clone() {
    return new FakeResponse(this.bodyText, this.status);
  }
  async text() {
    return this.bodyText;
  }
  async json() {
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
    this.method = (init.method ?? (typeof input === 'string' ? 'GET' : input.method)).toUpperCase();
    this.headers = new Headers(init.headers);
    this.signal = init.signal;
  }
  clone() {
    return new FakeRequest(this.url, { method: this.method, headers: this.headers, signal: this.signal });
  }
}

export interface Reply { status?: number; body?: unknown }
export type Handler = Reply | ((request: { method: string; url: URL }) => Reply | Promise<Reply>);

export interface FakeContestApi {
  route(key: string, handler: Handler): void;
  calls(key: string): number;
  uninstall(): void;
}

export function installFakeContestApi(routes: Record<string, Handler> = {}): FakeContestApi {
  const table = new Map(Object.entries(routes));
  const seen: string[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  const fetch = async (input: FakeRequest | string) => {
    const request = typeof input === 'string' ? new FakeRequest(input) : input;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    seen.push(key);
    const handler = table.get(key);
    const reply = handler === undefined ? { status: 404, body: { error: { code: 'not_found', message: key } } } : typeof handler === 'function' ? await handler({ method: request.method, url }) : handler;
    return new FakeResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), reply.status ?? 200);
  };
  Object.assign(globalThis, { fetch, Request: FakeRequest, Response: FakeResponse });
  return {
    route: (key, handler) => void table.set(key, handler),
    calls: (key) => seen.filter((k) => k === key).length,
    uninstall: () => Object.assign(globalThis, saved),
  };
}

/** A promise the test settles when it wants the reply to arrive. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
