/** Child process: the baseline, plain Koa answering a tiny JSON body. */
import './report-cpu.mjs';
import { createRequire } from 'node:module';

const Koa = createRequire(import.meta.url)('koa');
const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
