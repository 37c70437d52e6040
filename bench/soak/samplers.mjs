/**
 * What the soak samples every 10 s: the resident memory (VmRSS) of every process of the stack by
 * PID, and the keys in Redis: DBSIZE, counts per prefix (SCAN) and, for the keys that must expire,
 * how many have no expiry.
 */
import { readFileSync } from 'node:fs';

/** VmRSS of one PID in MB; undefined when it is gone. */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The PIDs of a process's children (nginx: the master's workers do the work). */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** RSS of a process and its children together (nginx master and workers); a Node service alone. */
export function processRssMb(pid, { withChildren }) {
  const own = rssMb(pid);
  if (own === undefined) return undefined;
  return withChildren ? childrenOf(pid).reduce((sum, child) => sum + (rssMb(child) ?? 0), own) : own;
}

/** `nacho:sess:abc` -> `nacho:sess`; BullMQ's `nacho:contest-crown:12` -> `nacho:contest-crown`. */
export const prefixOf = (key) => key.split(':').slice(0, 2).join(':');

/**
 * DBSIZE, the count of each prefix, and for each prefix in `mustExpire` the keys without a TTL
 * (checked on all its keys: PTTL -1). SCAN, so Redis never blocks on it.
 */
export async function sampleRedis(redis, mustExpire) {
  const prefixes = {};
  const withoutTtl = Object.fromEntries(mustExpire.map((p) => [p, 0]));
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    const checked = keys.filter((k) => prefixOf(k) in withoutTtl);
    const ttls = checked.length ? await Promise.all(checked.map((k) => redis.pttl(k))) : [];
    checked.forEach((k, i) => {
      if (ttls[i] === -1) withoutTtl[prefixOf(k)]++;
    });
    for (const k of keys) prefixes[prefixOf(k)] = (prefixes[prefixOf(k)] ?? 0) + 1;
  } while (cursor !== '0');
  return { dbsize: await redis.dbsize(), prefixes, withoutTtl };
}

/**
 * V8 heap in use, its old space and the memory outside it (Buffers) of a Node service, in MB, from its metrics
 * listener (prom-client's default metrics); undefined when it does not answer.
 */
export async function nodeMemoryMb(metricsPort) {
  try {
    const text = await (
      await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) })
    ).text();
    const value = (series) =>
      Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
    return {
      heapUsed: value('nodejs_heap_size_used_bytes'),
      oldSpace: value('nodejs_heap_space_size_used_bytes{space="old"}'),
      external: value('nodejs_external_memory_bytes'),
    };
  } catch {
    return undefined;
  }
}
