import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, name = 'nacho'): Logger {
  return pino({
    name,
    level: config.nodeEnv === 'test' && config.logLevel === 'info' ? 'silent' : config.logLevel,
    redact: { paths: ['req.headers.cookie', 'headers.cookie', '*.passcode', '*.password'], remove: true },
  });
}
