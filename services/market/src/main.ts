import { createApp, createDb, createLogger, loadConfig } from '@nacho/core';
import { createMarketRouters } from './index';

/** The market service alone (behind the edge in the distributed deployment). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'market');
  const db = createDb(config);
  const app = createApp({ config, logger, db, routers: createMarketRouters({ config, logger, db }) });
  const server = app.listen(config.port, () => logger.info({ port: config.port }, 'market service listening'));
  const stop = () => server.close(() => void db.destroy().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
