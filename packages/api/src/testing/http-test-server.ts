import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestReply = {
  status: number;
  body?: string;
  contentType?: string;
};

export type RecordedRequest = {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
};

export type HttpTestServer = {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answer "METHOD /path" with this reply (or with the reply a function returns per call). */
  route: (key: string, reply: TestReply | ((request: RecordedRequest) => TestReply)) => void;
  close: () => Promise<void>;
};

/** A real HTTP server on a free local port, answering the routes a test sets; 404 otherwise. */
export async function startHttpTestServer(): Promise<HttpTestServer> {
  const routes = new Map<string, (request: RecordedRequest) => TestReply>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const path = recorded.url.split('?')[0];
      const handler = routes.get(`${recorded.method} ${path}`);
      const reply = handler ? handler(recorded) : { status: 404 };
      const headers: http.OutgoingHttpHeaders = reply.contentType ? { 'content-type': reply.contentType } : {};
      res.writeHead(reply.status, headers);
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, reply) => routes.set(key, typeof reply === 'function' ? reply : () => reply),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function jsonReply(status: number, value: unknown): TestReply {
  return { status, body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' };
}
