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

export function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function sendText(response: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** The indexer's and gateways' answer for a missing item. */
export const sendNotFound = (response: http.ServerResponse) => sendText(response, 404, 'not found');
