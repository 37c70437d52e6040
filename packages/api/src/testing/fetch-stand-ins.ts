/*
 * jsdom has no fetch, Request or Response, so RTK Query's fetchBaseQuery cannot run there. These
 * are the minimal stand-ins it needs, plus the TextEncoder react-router needs at import time.
 * Importing this module also puts a failing fetch in place (RTK Query warns at import without
 * one) until a test installs a fake.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function')
  globalThis.fetch = () => Promise.reject(new TypeError('fetch: no fake api is installed'));

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export class FakeResponse {
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
    this.headers = new Headers({ 'content-type': JSON_CONTENT_TYPE, ...headers });
  }
  clone(): FakeResponse {
    return new FakeResponse(this.bodyText, this.status, Object.fromEntries(this.headers.entries()));
  }
  async text(): Promise<string> {
    return this.bodyText;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.bodyText);
  }
}

type FakeRequestInit = { method?: string; headers?: HeadersInit; signal?: AbortSignal; body?: unknown };

export class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
  /** Only string (JSON) bodies are kept. */
  readonly body: string | undefined;
  constructor(input: string | FakeRequest, init: FakeRequestInit = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').toString();
    this.method = (init.method ?? (typeof input === 'string' ? 'GET' : input.method)).toUpperCase();
    this.headers = new Headers(init.headers);
    this.signal = init.signal;
    this.body = typeof init.body === 'string' ? init.body : typeof input === 'string' ? undefined : input.body;
  }
  clone(): FakeRequest {
    return new FakeRequest(this.url, {
      method: this.method,
      headers: this.headers,
      signal: this.signal,
      body: this.body,
    });
  }
}

/** Puts fetch, Request and Response stand-ins on the global object; returns a function that restores them. */
export function installFetchStandIns(fetch: (input: FakeRequest | string) => Promise<FakeResponse>): () => void {
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  Object.assign(globalThis, { fetch, Request: FakeRequest, Response: FakeResponse });
  return () => Object.assign(globalThis, saved);
}
