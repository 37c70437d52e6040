import Router from '@koa/router';
import type { Config, Db, Logger } from '@nacho/core';
import { mountRoutes, type NftRoute } from './http/route-definition';
import { API_PREFIX, buildOpenApiDocument } from './openapi/build-document';
import { NFT_ROUTES } from './routes';
import { openApiRoute } from './routes/openapi';
import { SnapshotStore } from './snapshot/snapshot-store';

export interface NftServiceDeps {
  config: Pick<Config, 'collectionTick'>;
  logger: Logger;
  db: Db;
  /** How often at most collection_version is checked (default 1 s). */
  checkIntervalMs?: number;
  /** Start loading the snapshot now rather than on the first request (default true). */
  warmUp?: boolean;
}

export interface NftService {
  /** All /api/nft endpoints. */
  router: Router;
  /** The in-memory collection snapshot the endpoints answer from. */
  snapshot: SnapshotStore;
  /** Waits for a snapshot load under way; the database stays open (its owner closes it). */
  close(): Promise<void>;
}

const API_VERSION = '1.0.0';

export function createNftService({ config, logger, db, checkIntervalMs, warmUp = true }: NftServiceDeps): NftService {
  const snapshot = new SnapshotStore({ db, logger: logger.child({ service: 'nft' }), collectionTick: config.collectionTick, checkIntervalMs });
  // A failed warm-up is logged by the store and retried by the first request.
  if (warmUp) snapshot.refresh().catch(() => undefined);
  let document: object | undefined;
  const routes: NftRoute[] = [...NFT_ROUTES, openApiRoute(() => (document ??= buildOpenApiDocument(routes, API_VERSION)))];
  const router = new Router({ prefix: API_PREFIX });
  mountRoutes(router, routes, snapshot);
  return { router, snapshot, close: () => snapshot.close() };
}

/** The router alone (as docs/internals.md names it), carrying the service's close(). */
export function createNftRouter(deps: NftServiceDeps): Router & { close(): Promise<void> } {
  const service = createNftService(deps);
  return Object.assign(service.router, { close: service.close });
}
