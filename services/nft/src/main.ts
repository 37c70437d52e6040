import path from 'node:path';
import { createApiDocsRouter, createRedis, runService, textFileWhenChanged } from '@nacho/core';
import { migrateLatest } from '@nacho/db';
import { createNftService } from './service';

/** The shell's built index.html (the same file its static host serves): services/nft/dist -> repo root. */
const SHELL_INDEX = path.resolve(__dirname, '../../../shell/dist/index.html');

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
    return {
      routers: [nft.router, nft.previews.pagesRouter(textFileWhenChanged(SHELL_INDEX)), createApiDocsRouter()],
      redis,
      close: async () => {
        await nft.close();
        await redis?.quit();
      },
    };
  },
});
