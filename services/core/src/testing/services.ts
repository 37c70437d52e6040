import { tcpProbe, type Availability } from './network';

export type { Availability };

/**
 * Test infrastructure availability. The node project's global setup probes PostgreSQL and Redis
 * once and records the outcome in the environment; every test file reads it from there.
 */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function probeUrl(url: string): Promise<Availability> {
  const { hostname, port } = new URL(url);
  return tcpProbe(hostname, Number(port));
}

export const probePostgres = () => probeUrl(TEST_PG_URL);
export const probeRedis = () => probeUrl(TEST_REDIS_URL);

function readAvailability(name: string): Availability {
  const value = process.env[name];
  if (value === undefined) return { available: true, reason: '' }; // run without the global setup: let the test find out
  return value === 'yes' ? { available: true, reason: '' } : { available: false, reason: value };
}

export const postgresAvailability = () => readAvailability('NACHO_TEST_PG');
export const redisAvailability = () => readAvailability('NACHO_TEST_REDIS');

/** A describe block that needs a service: skipped with the reason when the service is absent (never under CI). */
export function describeIfAvailable(availability: Availability, service: string, title: string, body: () => void) {
  if (availability.available) {
    describe(title, body);
  } else {
    const skipped = describe.skip;
    skipped(`${title} [skipped: ${service} ${availability.reason}]`, body);
  }
}

export function describeWithRedis(title: string, body: () => void) {
  describeIfAvailable(redisAvailability(), 'Redis', title, body);
}
