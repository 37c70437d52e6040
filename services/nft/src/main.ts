import path from 'node:path';
import { createApiDocsRouter, createRedis, FreshReads, runService, textFileWhenChanged } from '@nacho/core';
import { createPageRenderer, firstViewFinisher, runtimeConfigFrom } from '@nacho/page-render';
import { migrateLatest } from '@nacho/db';
import { contestEventSequence } from './contest-event-sequence';
import { collectionPageVersion } from './page-data-version';
import { createNftService } from './service';

/** The shell's built index.html (the same file its static host serves): services/nft/dist -> repo root. */
const SHELL_INDEX = path.resolve(__dirname, '../../../shell/dist/index.html');
/** The shell's server build, beside it: the pages' first view. */
const SHELL_SERVER = path.resolve(__dirname, '../../../shell/dist/server/main.js');

/**
 * Serves /api/nft alone (the all-in-one server mounts the same router), and the HTML of the pages
 * with link previews (/, /nft/{id}, /wallet/{address}, /hall-of-fame...), which the edge sends here;
 * behind the edge it also serves the API reference page of all three services (/api/docs).
 */
void runService({
  name: 'nft',
  migrate: migrateLatest,
  build: ({ config, logger, db }) => {
    const redis = createRedis(config);
    const nft = createNftService({ config, logger, db, redis });
    // The pages' first view, read through the edge (PAGE_RENDER_ORIGIN) like a browser: the API, the
    // runtime config, each remote's server code from its static host.
    const origin = config.pageRender.origin;
    // Asked on every page request: both reads go out together, shared by the pages asked together.
    const pageDataVersion = new FreshReads(async () =>
      (await Promise.all([collectionPageVersion(nft.snapshot), contestEventSequence(redis)])).join(':'),
    );
    const pages =
      config.pageRender.enabled && origin
        ? createPageRenderer({
            shellServerEntry: SHELL_SERVER,
            apiOrigin: () => origin,
            threads: config.pageRender.threads,
            dataVersion: () => pageDataVersion.get(),
            logger,
          })
        : undefined;
    const finish = pages && firstViewFinisher(pages, runtimeConfigFrom(origin!));
    return {
      routers: [nft.router, nft.previews.pagesRouter(textFileWhenChanged(SHELL_INDEX), finish), createApiDocsRouter()],
      redis,
      close: async () => {
        await pages?.close();
        await nft.close();
        await redis?.quit();
      },
    };
  },
});
