import { randomUUID } from 'node:crypto';
import { perIpKey, redisDown, withinRedisTimeout, type Logger, type Redis } from '@nacho/core';

/** One open stream's place in its address's count: give it back when the stream closes. */
export interface StreamSlot {
  release(): void;
}

/** How many event streams each address holds open, against a cap. */
export interface StreamSlots {
  readonly perIp: number;
  /** A place for one more stream from `ip`; undefined when the address already holds `perIp`. */
  take(ip: string): Promise<StreamSlot | undefined>;
  /** Stops renewing this process's places (they end with their streams, or expire). */
  close(): void;
}

export interface StreamSlotsOptions {
  perIp: number;
  /** Counted across every replica when given; in this process otherwise. */
  redis?: Redis;
  logger: Logger;
  /** A place that is not renewed for this long is free again (its replica died); default 60 s. */
  leaseMs?: number;
  /** Redis must answer a take within this, else this process counts alone for it; default 300 ms. */
  timeoutMs?: number;
  prefix?: string;
}

export const STREAM_SLOTS_PREFIX = 'nacho:live:stream-slots:';

/**
 * A place is a member of the address's sorted set, scored by when its lease ends (Redis's clock,
 * so replicas' clocks do not matter). Expired places are dropped first, then the count is checked
 * and the place added in the same script: two replicas cannot both take the last place.
 * KEYS: the address's set. ARGV: cap, lease ms, member.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Extends the leases of places still held (XX: a place released meanwhile is not brought back).
 * KEYS: the sets. ARGV: lease ms, then one member per key.
 */
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', now + lease, ARGV[i + 1])
  redis.call('PEXPIRE', key, lease)
end
return #KEYS`;

function memorySlots(perIp: number): StreamSlots {
  const open = new Map<string, number>();
  return {
    perIp,
    async take(ip) {
      const key = perIpKey(ip);
      const held = open.get(key) ?? 0;
      if (held >= perIp) return undefined;
      open.set(key, held + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        },
      };
    },
    close: () => undefined,
  };
}

/**
 * The cap on open event streams per address: in Redis when configured, so it holds across
 * replicas, each place leased and renewed while its stream is open, so the places of a replica
 * that died free themselves within one lease; in this process's memory otherwise (and, for a
 * stream asked while Redis does not answer, in this process alone).
 */
export function createStreamSlots(options: StreamSlotsOptions): StreamSlots {
  const { redis, perIp, logger } = options;
  const local = memorySlots(perIp);
  if (!redis) return local;
  const leaseMs = options.leaseMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 300;
  const prefix = options.prefix ?? STREAM_SLOTS_PREFIX;
  const instance = randomUUID();
  let sequence = 0;
  /** This process's places: member -> the address's set. */
  const held = new Map<string, string>();
  let lastWarning = 0;
  const warn = (err: unknown, message: string) => {
    // Once a minute at most: during an outage every stream would log.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ err }, message);
  };

  const renew = async () => {
    const entries = [...held];
    for (let i = 0; i < entries.length; i += 500) {
      const batch = entries.slice(i, i + 500);
      await redis.eval(
        RENEW_SCRIPT,
        batch.length,
        ...batch.map(([, key]) => key),
        String(leaseMs),
        ...batch.map(([member]) => member),
      );
    }
  };
  const renewer = setInterval(() => {
    if (held.size && !redisDown(redis)) renew().catch((err: unknown) => warn(err, 'event streams: leases not renewed'));
  }, leaseMs / 3);
  renewer.unref();

  return {
    perIp,
    async take(ip) {
      const key = prefix + perIpKey(ip);
      const member = `${instance}:${++sequence}`;
      let taken: unknown;
      try {
        // Known to be down: do not wait. Still connecting (a fresh replica): the command waits its turn, within the timeout.
        if (redisDown(redis)) throw new Error(`Redis is ${redis.status}`);
        taken = await withinRedisTimeout(
          redis.eval(TAKE_SCRIPT, 1, key, String(perIp), String(leaseMs), member),
          timeoutMs,
        );
      } catch (err) {
        warn(err, 'event streams: Redis did not count a stream; counted in this process alone meanwhile');
        return local.take(ip);
      }
      if (taken !== 1) return undefined;
      held.set(member, key);
      return {
        release() {
          if (!held.delete(member)) return;
          // Not answered: the place expires with its lease.
          redis.zrem(key, member).catch(() => undefined);
        },
      };
    },
    close() {
      clearInterval(renewer);
    },
  };
}
