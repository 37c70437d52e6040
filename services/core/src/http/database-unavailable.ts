import { HttpError } from './errors';

/**
 * SQLSTATEs that mean "no usable connection", not "this query is wrong": class 08 (connection
 * exception) and 57P01-57P03 (terminated by an administrator or a crash, cannot connect now: a
 * server shutting down, restarting or starting up).
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket errors of a connect or of a connection that died; pg passes them through as they are. */
const SOCKET_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What pg throws, without a code, when the server closed a connection that was in use (knex puts
 * the query text and " - " before it).
 */
const TERMINATED_MESSAGE = /(^| - )Connection terminated( unexpectedly| due to connection timeout)?$/;

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

function isConnectionFailure(err: ErrorShape): boolean {
  if (typeof err.code === 'string') {
    if (CONNECTION_SQLSTATE.test(err.code)) return true;
    // A socket errno of the database client itself (fetch wraps its own in a TypeError "fetch failed",
    // so an outside HTTP service that is down is not mistaken for the database).
    if (SOCKET_ERRNOS.has(err.code)) return true;
  }
  if (err.name === 'KnexTimeoutError') return true;
  return typeof err.message === 'string' && TERMINATED_MESSAGE.test(err.message);
}

/**
 * Whether `err` says the database could not be reached (down, restarting, connection cut), the
 * one failure a client should retry rather than report. Node's happy-eyeballs connect wraps the
 * per-address failures in an AggregateError: those are looked at too.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as ErrorShape;
  if (isConnectionFailure(e)) return true;
  return (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => inner && typeof inner === 'object' && isConnectionFailure(inner as ErrorShape))
  );
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database is not reachable right now; try again in a few seconds.');
