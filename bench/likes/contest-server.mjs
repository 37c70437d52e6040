/**
 * One contest service instance for the like benchmark: the real app and routers on PostgreSQL,
 * with a stand-in session (x-bench-user header -> the user) until sign-in sessions exist.
 */
import { requireCompiled } from '../api/compiled.mjs';

const { createApp, createDb, createLogger, loadConfig } = requireCompiled('services/core/dist/index.js');
const { createContestRouters } = requireCompiled('services/contest/dist/index.js');

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' });
const logger = createLogger(config);
const db = createDb(config);
const session = async (ctx, next) => {
  const id = ctx.get('x-bench-user');
  if (id) ctx.state.user = { id, displayName: id, address: null, method: 'demo', createdAt: 0 };
  await next();
};
const app = createApp({ config, logger, db, routers: createContestRouters({ config, logger, db }), middleware: [session] });
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => void db.destroy().then(() => process.exit(0))));
