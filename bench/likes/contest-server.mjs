/**
 * One contest service instance for the like benchmark, composed as services/contest/src/main.ts
 * composes it: the real app, the real session middleware (koa-session, sessions in Redis when
 * REDIS_URL is set, else in the sessions table) and the real routers on PostgreSQL. Users sign in
 * through the real wallet sign-in routes and send the session cookie, as a browser does.
 * BENCH_REDIS_PREFIX keeps this run's session keys apart in the shared Redis. BENCH_RECEIPTS=off:
 * the like's receipt is built as usual but carries a fixed signature (no Ed25519 signing), the
 * baseline the receipts' cost is measured against.
 */
import '../api/report-cpu.mjs';
import { requireCompiled } from '../api/compiled.mjs';

const { createApp, createDb, createLogger, createRedis, loadConfig, sessionSetup, serviceSessionKeys } =
  requireCompiled('services/core/dist/index.js');
const { createContestRouters, createContestSigner } = requireCompiled(
  process.env.BENCH_CONTEST_DIST ?? 'services/contest/dist/index.js',
);

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' });
const logger = createLogger(config);
const db = createDb(config);
const redis = createRedis(config, { autoPipelining: process.env.BENCH_REDIS_AUTOPIPELINING !== '0' });
const prefix = process.env.BENCH_REDIS_PREFIX ?? 'nacho:bench-likes';
const session = sessionSetup({
  config,
  db,
  redis,
  keys: serviceSessionKeys(config),
  redisKeyPrefix: `${prefix}:sess:`,
});
// A build from before the receipts (BENCH_CONTEST_DIST) has no signer to pass.
const signer = createContestSigner?.(config);
const unsigned = signer && { keyId: signer.keyId, keys: signer.keys, sign: () => '0'.repeat(128) };
const routers = createContestRouters({
  config,
  signer: process.env.BENCH_RECEIPTS === 'off' ? unsigned : signer,
  logger,
  db,
  redis,
  auth: { rateLimit: { keyPrefix: `${prefix}:sign-in` } },
});
const app = createApp({ config, logger, db, routers, session });
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
// The benchmark is over: answers still in flight do not matter (process.exit writes a --cpu-prof profile).
process.on('SIGTERM', () => process.exit(0));
