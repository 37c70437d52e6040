/**
 * Child process of bench/previews/burst.mjs: the nft service alone, in production mode, like
 * services/nft/src/main.ts, compiled from BENCH_ROOT (this checkout, or a baseline checkout of
 * earlier code built beside it). Answers "rss" with the process's resident set size (its render
 * threads included).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const root = process.env.BENCH_ROOT;
const require = createRequire(path.join(root, 'package.json'));
const { createApp, createDb, createLogger, loadConfig } = require(path.join(root, 'services/core/dist/index.js'));
const { createNftService } = require(path.join(root, 'services/nft/dist/index.js'));

process.on('message', (message) => {
  if (message === 'rss') process.send({ rss: process.memoryUsage().rss });
});

const config = loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn' });
const logger = createLogger(config);
const db = createDb(config);
const nft = createNftService({ config, logger, db });
await nft.snapshot.refresh();
const app = createApp({ config, logger, db, routers: [nft.router] });
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
