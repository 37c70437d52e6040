import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** http://127.0.0.1:port */
  url: string;
  /** Path and query of every request, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => void;

/** An HTTP server on a free local port; close() also drops kept-alive and hanging connections. */
export async function startLocalServer(handle: Handler, onRequest?: (path: string) => void): Promise<LocalServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname + url.search;
    requests.push(path);
    onRequest?.(path);
    handle(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** The indexer's and gateways' answer for a missing item. */
export const sendNotFound = (response: http.ServerResponse) => sendText(response, 404, 'not found');

/** Ways a real server or the network fails besides an HTTP error status. */
export type TransportFault = 'reset' | 'hang' | 'html' | 'truncated';

/**
 * reset: the connection is dropped before any answer; hang: accepted, never answered; html: a 200
 * HTML error page as proxies send; truncated: a JSON body cut off before its announced length.
 */
export function sendFault(request: http.IncomingMessage, response: http.ServerResponse, fault: TransportFault): void {
  switch (fault) {
    case 'reset':
      request.socket.resetAndDestroy();
      return;
    case 'hang':
      return;
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'truncated':
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '4096' });
      response.write('{"message":"success","result":[{"tick":"NAC');
      response.socket?.destroy();
      return;
  }
}
