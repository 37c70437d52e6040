import * as local from './local-server';

/** How a gateway answers one request: a document, an HTTP error, a 404, or never (a hang). */
export type GatewayAnswer =
  | { kind: 'json'; body: unknown }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'hang' }
  | { kind: 'fault'; fault: local.TransportFault };

export interface FakeGateway extends local.LocalServer {
  /** Base URL to put in IPFS_GATEWAYS: http://127.0.0.1:port/ipfs/ */
  gatewayUrl: string;
}

/**
 * A local IPFS gateway serving /ipfs/{cid}/{tokenId}. `answer` decides per request; every request
 * is also appended to `log` as "name /path" so tests can assert the order across gateways.
 */
export async function startFakeGateway(
  name: string,
  answer: (cidPath: string, tokenId: number) => GatewayAnswer,
  log: string[] = [],
): Promise<FakeGateway> {
  const server = await local.startLocalServer(
    (request, response, url) => {
      const match = /^\/ipfs\/(.+)\/(\d+)$/.exec(url.pathname);
      if (!match) return local.sendNotFound(response);
      const result = answer(match[1], Number(match[2]));
      switch (result.kind) {
        case 'json':
          return local.sendJson(response, 200, result.body);
        case 'status':
          return local.sendText(
            response,
            result.status,
            result.status === 429 ? 'Too Many Requests' : 'Bad Gateway',
            result.headers,
          );
        case 'not-found':
          return local.sendNotFound(response);
        case 'hang':
          return undefined;
        case 'fault':
          return local.sendFault(request, response, result.fault);
      }
    },
    (path) => log.push(`${name} ${path}`),
  );
  return { ...server, gatewayUrl: `${server.url}/ipfs/` };
}

/** Serves metadata documents under one CID; unknown tokens are 404 "not found". */
export function serveMetadata(cid: string, metadata: ReadonlyMap<number, unknown>) {
  return (cidPath: string, tokenId: number): GatewayAnswer => {
    const doc = cidPath === cid ? metadata.get(tokenId) : undefined;
    return doc ? { kind: 'json', body: doc } : { kind: 'not-found' };
  };
}
