import type { Config, Db, Logger } from '@nacho/core';

export interface MarketRouterDeps {
  config: Pick<Config, 'marketSource'>;
  logger: Logger;
  db: Db;
  now?: () => number;
}
