/*
 * A fake of the services over the fetch stand-ins: every request is recorded and answered by a
 * function the test supplies, in the services' own format (JSON bodies, errors as
 * {error: {code, message}}); a request it does not answer gets a 404.
 */
import { FakeRequest, FakeResponse, installFetchStandIns } from './fetch-stand-ins';

export interface Reply {
  status?: number;
  body?: unknown;
  /** A body sent as it is (an SVG picture), instead of `body` as JSON; give its content type in `headers`. */
  text?: string;
  headers?: Record<string, string>;
  /** Never answers, to hold a loading state. */
  pending?: boolean;
}

/** A request the front end sent: "METHOD /path", its URL, content type and parsed JSON body. */
export interface SentRequest {
  key: string;
  method: string;
  url: URL;
  contentType: string | null;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeHttp {
  /** Every request, in order. */
  readonly requests: SentRequest[];
  uninstall(): void;
}

/** The services' error body. */
export function errorReply(status: number, code: string, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { error: { code, message } }, headers };
}

/** The services' `{message: 'success', result}` envelope. */
export function success<T>(result: T): Reply {
  return { body: { message: 'success', result } };
}

export function installFakeHttp(
  answer: (request: SentRequest) => Reply | undefined | Promise<Reply | undefined>,
): FakeHttp {
  const requests: SentRequest[] = [];
  const fetch = async (input: FakeRequest | string): Promise<FakeResponse> => {
    const request = typeof input === 'string' ? new FakeRequest(input) : input;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const body = request.body === undefined ? undefined : JSON.parse(request.body);
    const sent: SentRequest = {
      key,
      method: request.method,
      url,
      contentType: request.headers.get('content-type'),
      headers: Object.fromEntries(request.headers.entries()),
      body,
    };
    requests.push(sent);
    const reply = (await answer(sent)) ?? errorReply(404, 'not_found', `No such endpoint: ${key}`);
    if (reply.pending) return new Promise(() => undefined);
    return new FakeResponse(
      reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)),
      reply.status ?? 200,
      reply.headers,
    );
  };
  return { requests, uninstall: installFetchStandIns(fetch) };
}

/** A promise the test settles when it wants the reply to arrive. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
