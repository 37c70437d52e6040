import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Config } from '../config';
import { createDb, type Db } from '../db';
import { createApp } from '../http/app';
import { createLogger } from '../logger';
import { testConfig } from './test-config';

export interface ListeningTestServer {
  server: Server;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops listening and ends kept-alive connections. */
  close(): Promise<void>;
}

/** Serves a Koa app on a free port of 127.0.0.1 for a test. */
export function listenForTest(app: Koa): Promise<ListeningTestServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1');
    server.once('error', reject);
    server.once('listening', () =>
      resolve({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

export interface TestApp extends ListeningTestServer {
  db: Db;
}

/**
 * createApp with these routers on a free port, for a test of the shared HTTP layer. Without `db` it
 * opens a test database (testConfig) that close() destroys; a given `db` stays the caller's.
 */
export async function serveTestApp(options: { routers: Router[]; config?: Config; db?: Db }): Promise<TestApp> {
  const config = options.config ?? testConfig();
  const db = options.db ?? createDb(config);
  const listening = await listenForTest(
    createApp({ config, logger: createLogger(config), db, routers: options.routers }),
  );
  return {
    ...listening,
    db,
    close: async () => {
      await listening.close();
      if (!options.db) await db.destroy();
    },
  };
}
