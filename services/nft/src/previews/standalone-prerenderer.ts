import type { Config, Db, Logger, Redis } from '@nacho/core';
import { SnapshotStore } from '../snapshot/snapshot-store';
import { createMemoryCardStore, createRedisCardStore } from './card-store';
import { httpContestReader, NO_CONTEST, type ContestReader } from './contest-reader';
import { createPreviewCards } from './preview-cards';
import { prerenderCards, type PreviewPrerenderer } from './prerender';
import { RenderAdmission } from './render-admission';
import { RenderPool } from './render-pool';

export interface StandalonePrerendererDeps {
  config: Pick<Config, 'collectionTick' | 'collectionSource' | 'ipfsGateways' | 'contestTz' | 'previewCacheMb'> &
    Partial<Pick<Config, 'contestApiUrl'>>;
  logger: Logger;
  db: Db;
  /** Where the nft replicas look for cards: without it the cards would stay in this process, useless to them. */
  redis?: Redis;
  /** Default: the contest API at config.contestApiUrl (unset: the site's card only). */
  contest?: ContestReader;
  /** Redis key prefix of the stored cards (tests use their own). */
  storePrefix?: string;
  /** Which contest month runs. */
  now?: () => number;
}

/**
 * The pre-render in a process of its own (the worker of the distributed stack): its own snapshot
 * of the collection, read fresh at each run, one render thread (the worker's other jobs keep a
 * core), the cards stored in Redis where the nft replicas read them, the contest read from its API
 * as the replicas read it, so the keys and the pictures are the ones a replica would make.
 */
export function createStandalonePrerenderer(
  deps: StandalonePrerendererDeps,
): PreviewPrerenderer & { close(): Promise<void> } {
  const logger = deps.logger.child({ component: 'preview-prerender' });
  const snapshot = new SnapshotStore({ db: deps.db, logger, collectionTick: deps.config.collectionTick });
  const pool = new RenderPool({ threads: 1 });
  const contestApiUrl = deps.config.contestApiUrl;
  const contest =
    deps.contest ?? (contestApiUrl ? httpContestReader({ baseUrl: () => contestApiUrl, ttlMs: 0 }) : NO_CONTEST);
  if (!deps.contest && !contestApiUrl)
    logger.warn('CONTEST_API_URL is unset: only the site card is pre-rendered, no NFT of the Month or month leaders');
  const cacheBytes = deps.config.previewCacheMb * 1024 * 1024;
  const cards = createPreviewCards({
    source: deps.config.collectionSource,
    gateways: deps.config.ipfsGateways,
    pool,
    store: deps.redis
      ? createRedisCardStore({ redis: deps.redis, logger, maxBytes: cacheBytes, prefix: deps.storePrefix })
      : createMemoryCardStore(cacheBytes),
    admission: new RenderAdmission({ concurrency: 1, queueLength: 16 }),
    logger,
  });
  return {
    prerender: ({ signal } = {}) =>
      prerenderCards({
        snapshot: () => snapshot.refresh(),
        contest,
        cards,
        contestTz: deps.config.contestTz,
        now: deps.now,
        signal,
      }),
    close: async () => {
      await snapshot.close();
      await pool.close();
    },
  };
}
