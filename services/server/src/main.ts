import { ConfigError, loadConfig } from '@nacho/core';
import { startServer } from './start-server';

/** The all-in-one process: `npm start` ends up here. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const running = await startServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      running.logger.error('shutdown took over 10 s, exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
