import Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { subscribeCollectionVersion } from '@nacho/db';
import { mountRoutes, type NftRoute } from './http/route-definition';
import { API_PREFIX, buildOpenApiDocument } from './openapi/build-document';
import { NFT_ROUTES } from './routes';
import { openApiRoute } from './routes/openapi';
import { SnapshotStore } from './snapshot/snapshot-store';
import { httpContestReader, NO_CONTEST, type ContestReader } from './previews/contest-reader';
import { createPreviews, type Previews } from './previews/previews';
import { createActivityReads } from './queries/activity-reads';

export interface NftServiceDeps {
  config: Pick<Config, 'collectionTick'> &
    Partial<
      Pick<
        Config,
        | 'syncIntervalMinutes'
        | 'collectionSource'
        | 'ipfsGateways'
        | 'publicOrigin'
        | 'contestApiUrl'
        | 'contestTz'
        | 'previewRenderThreads'
        | 'previewRenderQueue'
        | 'previewColdRendersPerIp'
        | 'previewCacheMb'
        | 'activityReadThreads'
        | 'marketSource'
      >
    >;
  logger: Logger;
  db: Db;
  /** How often at most collection_version is checked (default 1 s). */
  checkIntervalMs?: number;
  /** Start loading the snapshot now rather than on the first request (default true). */
  warmUp?: boolean;
  /**
   * With a connection: reload as soon as the worker announces a new collection_version; rendered
   * preview cards and the per-IP count of cold renders are shared with the other replicas and the worker.
   */
  redis?: Redis;
  /** The announcement channel (tests use their own). */
  versionChannel?: string;
  /**
   * Background collection_version poll, the fallback for missed announcements; default 1 s without
   * Redis, 15 s with it. (The all-in-one server also calls snapshot.notifyVersion in-process.)
   */
  pollIntervalMs?: number;
  /**
   * Contest data for link previews. Default: the contest service's API at config.contestApiUrl,
   * or the site's defaults on contest pages when it is unset.
   */
  contest?: ContestReader;
  /** Tests: a namespace of their own for the previews' Redis keys. */
  previewsRedisNamespace?: string;
  /** The previews' clock (which contest month runs, for the pre-render). */
  now?: () => number;
}

export interface NftService {
  /** All /api/nft endpoints. */
  router: Router;
  /** The in-memory collection snapshot the endpoints answer from. */
  snapshot: SnapshotStore;
  /** Link previews: the PNG cards (previews.router, part of router), page tags and page HTML. */
  previews: Previews;
  /** Waits for a snapshot load under way; the database stays open (its owner closes it). */
  close(): Promise<void>;
  /** Resolves once subscribed to version announcements (at once without Redis). */
  ready(): Promise<void>;
}

const API_VERSION = '1.0.0';

export function createNftService({
  config,
  logger,
  db,
  checkIntervalMs,
  warmUp = true,
  redis,
  versionChannel,
  pollIntervalMs,
  contest,
  previewsRedisNamespace,
  now,
}: NftServiceDeps): NftService {
  const snapshotLogger = logger.child({ service: 'nft' });
  const snapshot = new SnapshotStore({
    db,
    logger: snapshotLogger,
    collectionTick: config.collectionTick,
    syncIntervalMinutes: config.syncIntervalMinutes,
    marketSource: config.marketSource,
    checkIntervalMs,
    pollIntervalMs: pollIntervalMs ?? (redis ? 15_000 : 1000),
  });
  const unsubscribe = redis
    ? subscribeCollectionVersion(redis, (version) => snapshot.notifyVersion(version), versionChannel).catch(
        (err: unknown) => {
          snapshotLogger.warn({ err }, 'nft: no collection_version announcements; polling only');
          return async () => undefined;
        },
      )
    : undefined;

  let document: object | undefined;
  const routes: NftRoute[] = [
    ...NFT_ROUTES,
    openApiRoute(() => (document ??= buildOpenApiDocument(routes, API_VERSION))),
  ];
  const router = new Router({ prefix: API_PREFIX });
  const activity = createActivityReads(db, { threads: config.activityReadThreads });
  mountRoutes(router, routes, snapshot, { db, marketSource: config.marketSource ?? 'demo', activity });
  const contestApiUrl = config.contestApiUrl;
  const previews = createPreviews({
    snapshot,
    logger: snapshotLogger,
    source: config.collectionSource ?? 'demo',
    gateways: config.ipfsGateways ?? [],
    publicOrigin: config.publicOrigin,
    contest: contest ?? (contestApiUrl ? httpContestReader({ baseUrl: () => contestApiUrl }) : NO_CONTEST),
    contestTz: config.contestTz,
    renderThreads: config.previewRenderThreads,
    renderQueue: config.previewRenderQueue,
    coldRendersPerMinute: config.previewColdRendersPerIp,
    cacheBytes: config.previewCacheMb === undefined ? undefined : config.previewCacheMb * 1024 * 1024,
    redis,
    redisNamespace: previewsRedisNamespace,
    now,
  });
  // A failed warm-up is logged by the store and retried by the first request; then the default card.
  if (warmUp)
    snapshot
      .refresh()
      .then(() => previews.warmDefaultCard())
      .catch(() => undefined);
  router.use(previews.router.routes());
  const close = async () => {
    await (
      await unsubscribe
    )?.();
    await snapshot.close();
    await previews.close();
    await activity.close();
  };
  return { router, snapshot, previews, close, ready: async () => void (await unsubscribe) };
}

/** The router alone (as docs/internals.md names it), carrying the service's close(). */
export function createNftRouter(deps: NftServiceDeps): Router & { close(): Promise<void> } {
  const service = createNftService(deps);
  return Object.assign(service.router, { close: service.close });
}
