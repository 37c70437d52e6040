/**
 * Child process: plain Koa answering `?bytes=N` with an N-byte body. Beside an endpoint it answers
 * as many bytes per reply, so the ratio to it leaves out what the bytes themselves cost to send
 * (kernel, load generator) and keeps what the app's stack costs per request.
 */
import './report-cpu.mjs';
import { createRequire } from 'node:module';

const Koa = createRequire(import.meta.url)('koa');
const bodies = new Map();
const app = new Koa();
app.use((ctx) => {
  const size = Math.min(Math.max(Number(ctx.query.bytes) || 0, 0), 1 << 20);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = Buffer.alloc(size, 'x')));
  ctx.type = 'application/json';
  ctx.body = body;
});
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
