import { randomBytes } from 'node:crypto';
import { createApp, createDb, createLogger, createRedis, loadConfig, sessionSetup } from '@nacho/core';
import { createMarketRouters } from './index';

/** The market service alone (behind the edge in the distributed deployment). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'market');
  const db = createDb(config);
  const redis = createRedis(config);
  // Production requires SESSION_KEYS (loadConfig checks); a lone dev service makes a throwaway key.
  const keys = config.sessionKeys ?? [randomBytes(32).toString('base64url')];
  const app = createApp({ config, logger, db, session: sessionSetup({ config, db, redis, keys }), routers: createMarketRouters() });
  const server = app.listen(config.port, () => logger.info({ port: config.port }, 'market service listening'));
  const stop = () => server.close(() => void Promise.all([db.destroy(), redis?.quit()]).then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
