/** Child process: the nft service alone on the shared Koa app, like services/nft/src/main.ts. */
import './report-cpu.mjs';
import { requireCompiled } from './compiled.mjs';

const { createApp, createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
const { createNftService } = requireCompiled('services/nft/dist/index.js');

const config = loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn' });
const logger = createLogger(config);
const db = createDb(config);
const nft = createNftService({ config, logger, db });
await nft.snapshot.refresh();
const app = createApp({ config, logger, db, routers: [nft.router] });
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
