/*
 * Test support shared by the explorer's fetch fakes: jsdom has no fetch, Request or Response, so
 * RTK Query's fetchBaseQuery cannot run there. These are the minimal stand-ins it needs, plus
 * the TextEncoder react-router needs at import time.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export class FakeResponse {
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

export class FakeRequest {
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

/** Puts fetch, Request and Response stand-ins on the global object; returns a function that restores them. */
export function installFetchStandIns(fetch: (input: FakeRequest | string) => Promise<FakeResponse>): () => void {
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response };
  Object.assign(globalThis, { fetch, Request: FakeRequest, Response: FakeResponse });
  return () => Object.assign(globalThis, saved);
}
