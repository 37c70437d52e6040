/*
 * Test support: installFakeFetch() answers GET requests from handlers and records every request URL.
 */
import { installFakeHttp, type Reply } from '@nacho/api/testing';

export { errorReply, success } from '@nacho/api/testing';
export type FakeReply = Reply;
export type FakeHandler = (url: URL) => FakeReply | undefined;

export interface FakeFetch {
  requests: URL[];
  /** Requests whose path starts with the prefix, in order. */
  requestsTo: (pathPrefix: string) => URL[];
  uninstall: () => void;
}

/** Answers every request with the first handler that returns a reply; 404 {error} otherwise. */
export function installFakeFetch(...handlers: FakeHandler[]): FakeFetch {
  const requests: URL[] = [];
  const { uninstall } = installFakeHttp(({ url }) => {
    requests.push(url);
    for (const handler of handlers) {
      const reply = handler(url);
      if (reply) return reply;
    }
    return undefined;
  });
  return {
    requests,
    requestsTo: (prefix) => requests.filter((url) => url.pathname.startsWith(prefix)),
    uninstall,
  };
}
