/*
 * Test support: installFakeApi() answers the explorer's requests from a route table keyed by path
 * with the services' real reply shapes, and records every request URL.
 */
import { installFakeHttp, type Reply } from '@nacho/api/testing';

export { success } from '@nacho/api/testing';
export type FakeReply = Reply;
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
  const { uninstall } = installFakeHttp(({ url }) => {
    requests.push(url);
    const route = table.get(url.pathname);
    return typeof route === 'function' ? route(url) : route;
  });
  return {
    route: (path, reply) => void table.set(path, reply),
    requests,
    requestsTo: (path) => requests.filter((url) => url.pathname === path),
    uninstall,
  };
}
