/**
 * Child process: the shared createApp stack (request id, pino, helmet, body parser, JSON errors)
 * with one trivial route, to show how much of the gap to bare Koa is that stack rather than the nft service.
 */
import './report-cpu.mjs';
import { createRequire } from 'node:module';
import { requireCompiled } from './compiled.mjs';

const Router = createRequire(import.meta.url)('@koa/router');
const { createApp, createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');

const config = loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn' });
const router = new Router({ prefix: '/api/reference' });
router.get('/ok', (ctx) => {
  ctx.body = { ok: true };
});
const app = createApp({ config, logger: createLogger(config), db: createDb(config), routers: [router] });
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
