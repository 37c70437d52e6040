import path from 'node:path';
import {
  API_DOCS_PATH,
  createApiDocsRouter,
  createRedis,
  FreshReads,
  fingerprintReader,
  sessionSetup,
  startService,
  type Config,
  type RunningService,
  type StartServiceOptions,
} from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { contestFingerprint, createContestLive, createContestRouters } from '@nacho/contest';
import { createMarketRouters, marketFingerprint } from '@nacho/market';
import { applyPageMeta, collectionPageVersion, createNftService, httpContestReader } from '@nacho/nft';
import { createPageRenderer } from '@nacho/page-render';
import {
  COLLECTION_SYNC_JOB,
  createCollectionSource,
  createJobRunner,
  createStagedSales,
  withStagedSales,
} from '@nacho/worker';
import { demoSaleAid } from './demo-sale-aid';
import { mountFrontends } from './frontends';
import { resolveSessionKeys } from './session-keys';

export type RunningServer = RunningService;

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** What the all-in-one process runs: every service router, the front ends, and the jobs once the port is open. */
export function allInOneService(): StartServiceOptions {
  return {
    name: 'server',
    migrate: migrateLatest,
    build: ({ config, logger, db }) => {
      const redis = createRedis(config);
      const sessionKeys = resolveSessionKeys(config);
      // Link previews read contest data from the contest API, here this process's own.
      let ownUrl: string | undefined;
      const contest = httpContestReader({ baseUrl: () => config.contestApiUrl ?? ownUrl });
      const nft = createNftService({ config, logger, db, redis, contest });
      // One bus for the streams and the jobs: in-process without Redis, so an inline crowning reaches the open pages.
      const live = createContestLive({ logger, redis, streamsPerIp: config.eventStreamsPerIp });
      // Outside production the demo collection can be made to sell an NFT now (a test aid).
      const staged = config.nodeEnv !== 'production' && config.collectionSource === 'demo' ? createStagedSales() : null;
      const jobs = createJobRunner({
        config,
        ...(staged ? { createSource: () => withStagedSales(createCollectionSource(config), staged) } : {}),
        logger,
        db,
        redis,
        live: live.bus,
        onCollectionPublished: (version) => nft.snapshot.notifyVersion(version),
        // Cards pre-rendered into the store this process's previews answer from.
        previews: nft.previews.prerenderer,
      });
      const readStoredFingerprints = fingerprintReader([contestFingerprint, marketFingerprint]);
      // Asked on every page request: the reads go out together (the contest's and the market's tables
      // in one statement), shared by the pages asked together.
      const pageDataVersion = new FreshReads(async () =>
        (await Promise.all([collectionPageVersion(nft.snapshot), live.bus.newestId(), readStoredFingerprints(db)]))
          .flat()
          .join(':'),
      );
      // The pages' first view: rendered against this process's own API, cached per collection and contest version.
      const pages = config.pageRender.enabled
        ? createPageRenderer({
            shellServerEntry: path.join(REPO_ROOT, 'shell', 'dist', 'server', 'main.js'),
            apiOrigin: () => ownUrl,
            threads: config.pageRender.threads,
            dataVersion: () => pageDataVersion.get(),
            logger,
          })
        : undefined;
      return {
        // The nft read API and the API reference page never need a session: they skip the session store.
        session: sessionSetup({
          config,
          db,
          redis,
          keys: sessionKeys,
          appliesTo: (p) =>
            p.startsWith('/api/') &&
            !p.startsWith('/api/nft/') &&
            p !== API_DOCS_PATH &&
            !p.startsWith(`${API_DOCS_PATH}/`),
        }),
        routers: [
          nft.router,
          ...createContestRouters({ config, logger, db, redis, live }),
          ...createMarketRouters({ config, logger, db }),
          createApiDocsRouter(),
        ],
        extendApp: (app) => {
          if (staged) app.use(demoSaleAid({ config, db, staged, sync: () => jobs.trigger(COLLECTION_SYNC_JOB) }));
          mountFrontends(app, {
            rootDir: REPO_ROOT,
            decoratePage: async (ctx, html) => {
              const meta = await nft.previews.pageMeta(ctx.path, ctx);
              return meta ? applyPageMeta(html, meta) : html;
            },
            ...(pages ? { firstView: pages.firstView, cachedFirstView: pages.cachedFirstView } : {}),
          });
        },
        // Jobs start after the port is open, so the first demo sync shows as progress in the UI.
        started: (url) => {
          ownUrl = url;
          return jobs.start();
        },
        redis,
        // Open event streams would hold the server's close: they end first.
        stopping: () => live.endStreams(),
        close: async () => {
          await pages?.close();
          await jobs.stop();
          await live.close();
          await nft.close();
          await redis?.quit();
        },
      };
    },
  };
}

/** Migrates, mounts every service router and the front ends, starts the jobs, listens on PORT. */
export function startServer(config: Config): Promise<RunningServer> {
  return startService({ ...allInOneService(), config });
}
