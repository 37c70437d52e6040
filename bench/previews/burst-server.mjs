/**
 * Child process of bench/previews/burst.mjs, compiled from BENCH_ROOT (this checkout, or a baseline
 * checkout of earlier code built beside it), in production mode: BENCH_SERVER=nft (default) the nft
 * service alone, like services/nft/src/main.ts; BENCH_SERVER=all-in-one the `npm start` server
 * (every service, the jobs inline). Answers "rss" with the process's resident set size and "cpu"
 * with its CPU time (its render threads included).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const root = process.env.BENCH_ROOT;
const require = createRequire(path.join(root, 'package.json'));
const compiled = (file) => require(path.join(root, file));
const { createApp, createDb, createLogger, loadConfig } = compiled('services/core/dist/index.js');

process.on('message', (message) => {
  if (message === 'rss') process.send({ rss: process.memoryUsage().rss });
  if (message === 'cpu') {
    // The process's CPU time, its render threads included (they are threads of this process).
    const { user, system } = process.cpuUsage();
    process.send({ cpuMicros: user + system });
  }
});

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  LOG_LEVEL: 'warn',
  METRICS_PORT: 'off',
});
let port;
if (process.env.BENCH_SERVER === 'all-in-one') {
  const { startServer } = compiled('services/server/dist/index.js');
  const running = await startServer(config);
  port = new URL(running.url).port;
} else {
  const logger = createLogger(config);
  const db = createDb(config);
  const { createNftService } = compiled('services/nft/dist/index.js');
  const nft = createNftService({ config, logger, db });
  await nft.snapshot.refresh();
  const app = createApp({ config, logger, db, routers: [nft.router] });
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  port = server.address().port;
}
process.send({ port: Number(port) });
process.on('disconnect', () => process.exit(0));
