import { sqliteFile, type Config } from '@nacho/core';

/** The configured database named without credentials (for messages). */
export function describeTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the SQLite database ${sqliteFile(config.dataDir)}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}
