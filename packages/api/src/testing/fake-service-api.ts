/*
 * A service's replies from a route table keyed "METHOD /path". A handler may return a promise to
 * hold the reply (in-flight states).
 */
import { installFakeHttp, type Reply, type SentRequest } from './fake-http';

export type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

export interface FakeServiceApi {
  route(key: string, handler: Handler): void;
  /** Every request to "METHOD /path", in order. */
  sent(key: string): SentRequest[];
  /** Every request, in order. */
  readonly requests: SentRequest[];
  uninstall(): void;
}

export function installFakeServiceApi(routes: Record<string, Handler> = {}): FakeServiceApi {
  const table = new Map(Object.entries(routes));
  const http = installFakeHttp((request) => {
    const handler = table.get(request.key);
    return typeof handler === 'function' ? handler(request) : handler;
  });
  return {
    route: (key, handler) => void table.set(key, handler),
    sent: (key) => http.requests.filter((r) => r.key === key),
    requests: http.requests,
    uninstall: http.uninstall,
  };
}
