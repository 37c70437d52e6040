/** The soak's arithmetic: latency percentiles and least-squares slopes (tested in stats.test.ts). */

/** Nearest-rank percentile of ascending `sorted` values (0 when empty). */
export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** count, p50, p95, p99 and max of latencies in ms. */
export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** Least-squares slope of y over x for points [{ x, y }]; 0 with fewer than two distinct x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

/** The points whose x is at least `from`. */
export const pointsFrom = (points, from) => points.filter((p) => p.x >= from);

/**
 * What a series keeps: for each point at least `window` after the first, the lowest y within the
 * `window` before it (itself included). A rise that is given back within `window` (a collection
 * cycle, a job's working set) is left out; a rise that stays shows with the same slope, `window` later.
 */
export function rollingMinimum(points, window) {
  if (!points.length) return [];
  const from = points[0].x + window;
  return points
    .filter((p) => p.x >= from)
    .map((p) => ({ x: p.x, y: Math.min(...points.filter((q) => q.x >= p.x - window && q.x <= p.x).map((q) => q.y)) }));
}
