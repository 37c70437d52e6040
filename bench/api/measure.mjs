/** One autocannon run and the median of several. */
import { createRequire } from 'node:module';

const autocannon = createRequire(import.meta.url)('autocannon');

let freshCounter = 0;
/** A never-seen query parameter on every request: the server cannot replay a recorded reply. */
const freshPath = (path) => (request) => ({ ...request, path: `${path}${path.includes('?') ? '&' : '?'}fresh=${++freshCounter}` });

export async function measureOnce({ port, paths, connections, durationSeconds, headers = {}, server, fresh = false }) {
  const cpuBefore = await server?.cpuMicros();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationSeconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers, ...(fresh ? { setupRequest: freshPath(path) } : {}) })),
  });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${paths[0]}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  const cpuPerRequest = server ? ((await server.cpuMicros()) - cpuBefore) / result.requests.total : undefined;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytesPerRequest: result.throughput.total / result.requests.total, cpuPerRequest };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
