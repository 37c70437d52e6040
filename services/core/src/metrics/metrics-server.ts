import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { metricsRegistry, scrapeMetrics } from './registry';

export interface MetricsServer {
  server: Server;
  /** http://host:port/metrics */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics listener: GET /metrics on its own port, apart from the site's (METRICS_PORT, on
 * METRICS_HOST = 127.0.0.1 unless a container network needs more). Anything else is 404.
 * Rejects when the port cannot be opened.
 */
export function startMetricsServer({
  host,
  port,
  logger,
}: {
  host: string;
  port: number;
  logger: Logger;
}): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    scrapeMetrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics scrape failed\n');
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        port: actual,
        url: `http://${shownHost}:${actual}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
