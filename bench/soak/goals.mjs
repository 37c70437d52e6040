/**
 * The soak's goals and whether the run met them:
 * - errors: no answer that is neither a success nor a designed refusal;
 * - memory: the RSS each process keeps rises at most 1 MB/min after the warm-up: the least-squares
 *   slope of its RSS's rolling minimum over `keptWindowMin` (2 min): a Node process's RSS follows
 *   its heap, which V8 lets grow for a while before a major collection gives it back, and the
 *   worker's sync holds its working set for a minute or two; a slope through every sample is then
 *   decided by where in such a cycle the run ends (it is shown beside it, not judged);
 * - Redis keys bounded, each family by what makes it expire:
 *   sessions (`nacho:sess`, 30-day TTL, so none expires during a soak): never more than the
 *   sign-ins so far minus the sign-outs (plus the sign-ins in flight): no session without a
 *   sign-in, none left by a sign-out; sign-in limits (`nacho:sign-in`, 600 s window): never more
 *   than the addresses that called a sign-in route in the last 600 s; passcode limits: at most one
 *   per client address; BullMQ queues: at most 100 completed + 100 failed jobs kept (KEEP in
 *   services/worker/src/jobs/bullmq-runner.ts) + their ~20 bookkeeping keys; and no key of the
 *   expiring families without a TTL.
 */
import { pointsFrom, rollingMinimum, slope } from './stats.mjs';

export const RSS_SLOPE_GOAL_MB_PER_MIN = 1;
export const SESSION_PREFIX = 'nacho:sess';
export const SIGN_IN_PREFIX = 'nacho:sign-in';
export const PASSCODE_PREFIX = 'nacho:admin-passcode';
export const MUST_EXPIRE = [SESSION_PREFIX, SIGN_IN_PREFIX, PASSCODE_PREFIX];
export const SIGN_IN_WINDOW_MS = 600_000;
export const QUEUE_KEY_BOUND = 100 + 100 + 20;

/**
 * Each process: RSS at the end of the warm-up, at the end, max, the slope through every sample
 * after the warm-up and the slope of what it keeps (judged); `notJudged`: shown only.
 */
export function rssFigures(samples, warmupMin, notJudged = new Set(), keptWindowMin = 2) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.rss)))];
  return names.map((name) => {
    const points = samples.filter((s) => s.rss[name] !== undefined).map((s) => ({ x: s.atMin, y: s.rss[name] }));
    const after = pointsFrom(points, warmupMin);
    const mbPerMin = slope(after);
    const kept = rollingMinimum(after, keptWindowMin);
    const keptMbPerMin = slope(kept);
    return {
      name,
      startMb: after[0]?.y ?? 0,
      endMb: after.at(-1)?.y ?? 0,
      maxMb: Math.max(...points.map((p) => p.y)),
      mbPerMin,
      keptMbPerMin,
      samples: after.length,
      judged: !notJudged.has(name),
      ok: notJudged.has(name) || (kept.length >= 3 && keptMbPerMin <= RSS_SLOPE_GOAL_MB_PER_MIN),
    };
  });
}

/** A drop of the old space by more than this share between two samples: a major collection ran. */
const MAJOR_GC_DROP = 0.2;

/**
 * Each Node process: its V8 old space after the warm-up (where what survives young collections
 * ends up until a major collection frees the garbage among it), the major collections seen (drops
 * of more than a fifth) with the old space right after each, and the slope of the memory outside
 * the heap. Not a goal: it tells a leak (the old space after each major collection rises) from a
 * heap V8 lets grow before it collects, when an RSS slope is high.
 */
export function heapFigures(samples, warmupMin) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.heap ?? {})))];
  return names.map((name) => {
    const series = samples
      .filter((s) => s.heap?.[name] && s.atMin >= warmupMin)
      .map((s) => ({ atMin: s.atMin, ...s.heap[name] }));
    const afterMajorGc = series
      .filter((p, i) => i > 0 && p.oldSpace < series[i - 1].oldSpace * (1 - MAJOR_GC_DROP))
      .map((p) => ({ atMin: p.atMin, oldSpace: p.oldSpace }));
    return {
      name,
      oldStartMb: series[0]?.oldSpace ?? 0,
      oldEndMb: series.at(-1)?.oldSpace ?? 0,
      oldMaxMb: Math.max(0, ...series.map((p) => p.oldSpace)),
      afterMajorGc,
      externalMbPerMin: slope(series.map((p) => ({ x: p.atMin, y: p.external }))),
    };
  });
}

/** The key-count checks per sample; each failure named with its time and figures. */
export function redisChecks(samples, { clients }) {
  const failures = [];
  for (const s of samples) {
    const { prefixes, withoutTtl } = s.redis;
    const at = `${s.atMin.toFixed(1)} min`;
    for (const [prefix, n] of Object.entries(withoutTtl))
      if (n > 0) failures.push(`${at}: ${n} ${prefix} keys without a TTL`);
    const sessionBound = s.counters.signIns + s.counters.adminSignIns - s.counters.signOuts + clients;
    if ((prefixes[SESSION_PREFIX] ?? 0) > sessionBound)
      failures.push(`${at}: ${prefixes[SESSION_PREFIX]} sessions > bound ${sessionBound}`);
    if ((prefixes[SIGN_IN_PREFIX] ?? 0) > s.signInAddressesInWindow)
      failures.push(
        `${at}: ${prefixes[SIGN_IN_PREFIX]} sign-in limit keys > ${s.signInAddressesInWindow} addresses in the window`,
      );
    if ((prefixes[PASSCODE_PREFIX] ?? 0) > clients)
      failures.push(`${at}: ${prefixes[PASSCODE_PREFIX]} passcode limit keys > ${clients} client addresses`);
    for (const [prefix, n] of Object.entries(prefixes)) {
      if (!MUST_EXPIRE.includes(prefix) && n > QUEUE_KEY_BOUND)
        failures.push(`${at}: ${n} ${prefix} keys > ${QUEUE_KEY_BOUND}`);
    }
  }
  return failures;
}

/** Slope (keys/min) of the other keys (not sessions or limits) in the last third of the run. */
export function otherKeysSlope(samples, durationMin) {
  const points = samples.map((s) => ({
    x: s.atMin,
    y: Object.entries(s.redis.prefixes)
      .filter(([p]) => !MUST_EXPIRE.includes(p))
      .reduce((sum, [, n]) => sum + n, 0),
  }));
  return slope(pointsFrom(points, (durationMin * 2) / 3));
}

/** Verdicts: [{ goal, ok, detail }]. */
export function verdicts({ kinds, rss, redisFailures }) {
  const errors = kinds.reduce((sum, k) => sum + k.errorCount, 0);
  const designed = kinds.reduce((sum, k) => sum + k.designedCount, 0);
  const growing = rss.filter((p) => !p.ok);
  const judged = rss.filter((p) => p.judged);
  return [
    {
      goal: 'no errors besides the designed answers',
      ok: errors === 0,
      detail: `${errors} errors, ${designed} designed answers`,
    },
    {
      goal: `RSS flat after warm-up (what each process keeps rises <= ${RSS_SLOPE_GOAL_MB_PER_MIN} MB/min)`,
      ok: growing.length === 0,
      detail: growing.length
        ? growing.map((p) => `${p.name} ${p.keptMbPerMin.toFixed(2)} MB/min`).join(', ')
        : `largest slope ${Math.max(...judged.map((p) => p.keptMbPerMin)).toFixed(2)} MB/min (${judged.length} processes of the stack)`,
    },
    {
      goal: 'Redis keys bounded (sessions, limits, queues)',
      ok: redisFailures.length === 0,
      detail: redisFailures.length
        ? redisFailures.slice(0, 5).join('; ')
        : 'every sample within its bound, every expiring key with a TTL',
    },
  ];
}
