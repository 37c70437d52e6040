export { loadConfig, ConfigError, type Config } from './config';
export { createLogger, type Logger } from './logger';
export { createDb, dialectOf, sqliteFile, type Db } from './db';
export { createRedis, type Redis } from './redis';
export { createApp, type AppOptions } from './http/app';
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, parseInput } from './http/errors';
export { mutationGuard, requireUser, requireAdmin, type SessionUser } from './http/guards';
