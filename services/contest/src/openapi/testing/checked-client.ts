import { cookieClient, type OpenApiReplyValidator } from '@nacho/core/testing';

export interface CheckedReply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests dig into replies freely
  body: any;
}

export interface RequestOptions {
  /** JSON body (sent with Content-Type: application/json). */
  json?: unknown;
  /** A body sent as is, with `contentType`. */
  raw?: string;
  contentType?: string;
  /** Leave out the site's Origin header of a mutation. */
  noOrigin?: boolean;
  /** More request headers (If-Match). */
  headers?: Record<string, string>;
}

/**
 * One browser (a cookie jar) whose every reply is checked against the OpenAPI document: a reply
 * with a status, media type or body the document does not promise fails the test.
 */
export function checkedClient(base: string, validator: OpenApiReplyValidator) {
  const browser = cookieClient(base);
  const origin = new URL(base).origin;
  return {
    browser,
    async send(method: string, path: string, options: RequestOptions = {}): Promise<CheckedReply> {
      const headers: Record<string, string> = { ...options.headers };
      if (method !== 'GET' && !options.noOrigin) headers.Origin = origin;
      let body: string | undefined;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['Content-Type'] = 'application/json';
      } else if (options.raw !== undefined) {
        body = options.raw;
        headers['Content-Type'] = options.contentType ?? 'application/json';
      }
      const res = await browser.fetch(path, { method, headers, body });
      const contentType = res.headers.get('content-type') ?? '';
      const text = await res.text();
      const parsed = contentType.includes('json') && text ? JSON.parse(text) : text;
      validator.validate(method, path, res.status, contentType, parsed);
      return { status: res.status, headers: res.headers, body: parsed };
    },
  };
}
export type CheckedClient = ReturnType<typeof checkedClient>;
