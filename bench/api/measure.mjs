/**
 * One load run and the median of several. The load generator is autocannon, or wrk with
 * BENCH_CLIENT=wrk: autocannon appends every reply body to a string (`req.body += data` in its
 * pipelinedRequestsQueue.js), so it decodes binary gzip bodies as UTF-8 and spends about 3 µs
 * more a reply on them than on JSON text of twice the size; wrk, written in C, reads the bytes
 * and decodes nothing, so compressed replies cost the load generator what their length costs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const autocannon = createRequire(import.meta.url)('autocannon');

export const CLIENT = process.env.BENCH_CLIENT === 'wrk' ? 'wrk' : 'autocannon';

let freshCounter = 0;
/**
 * A never-seen query parameter on every request (`fresh: true`): the server cannot replay a recorded
 * reply. `fresh` may instead be a function of the request's number giving a query of the endpoint's
 * own (an input the server's reply cache keys on) or a whole path (starting with "/").
 */
const freshPath = (path, fresh) => (request) => {
  const n = ++freshCounter;
  const extra = typeof fresh === 'function' ? fresh(n) : `fresh=${n}`;
  return {
    ...request,
    path: extra.startsWith('/') ? extra : `${path}${path.includes('?') ? '&' : '?'}${extra}`,
  };
};

async function withAutocannon({ port, paths, connections, durationSeconds, headers, fresh }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationSeconds,
    requests: paths.map((path) => ({
      method: 'GET',
      path,
      headers,
      ...(fresh ? { setupRequest: freshPath(path, fresh) } : {}),
    })),
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    bytes: result.throughput.total,
    failures: result.errors + result.non2xx + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** wrk's script: the paths in turn (and a new query parameter on each with `fresh`), and one JSON line of results. */
function wrkScript({ paths, headers, fresh }) {
  const lua = (value) => JSON.stringify(value);
  return `
local paths = { ${paths.map(lua).join(', ')} }
local headers = { ${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')} }
local fresh = ${fresh ? 'true' : 'false'}
local turn, count = 0, 0
request = function()
  turn = turn % #paths + 1
  local path = paths[turn]
  if fresh then
    count = count + 1
    path = path .. (path:find("?", 1, true) and "&" or "?") .. "fresh=" .. count
  end
  return wrk.format("GET", path, headers)
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"bytes":%d,"durationMicros":%d,"failures":%d,"p50Micros":%d,"p99Micros":%d}\\n',
    summary.requests, summary.bytes, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

async function withWrk({ port, paths, connections, durationSeconds, headers, fresh }) {
  if (typeof fresh === 'function') throw new Error('a query per request is measured with autocannon only');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-bench-wrk-'));
  try {
    const script = path.join(dir, 'load.lua');
    writeFileSync(script, wrkScript({ paths, headers, fresh }));
    // One thread: the other core is the server's, as autocannon's one event loop leaves it.
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${durationSeconds}s`,
      '-s',
      script,
      `http://127.0.0.1:${port}`,
    ]).catch((error) => {
      throw error.code === 'ENOENT' ? new Error('wrk is not installed (Debian: apt-get install -y wrk)') : error;
    });
    const line = stdout.split('\n').find((text) => text.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const result = JSON.parse(line.slice('RESULT '.length));
    return {
      requests: result.requests,
      rps: result.requests / (result.durationMicros / 1e6),
      bytes: result.bytes,
      failures: result.failures,
      p50: result.p50Micros / 1000,
      p99: result.p99Micros / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureOnce({ port, paths, connections, durationSeconds, headers = {}, server, fresh = false }) {
  const cpuBefore = await server?.cpuMicros();
  const result = await (CLIENT === 'wrk' ? withWrk : withAutocannon)({
    port,
    paths,
    connections,
    durationSeconds,
    headers,
    fresh,
  });
  if (result.failures) throw new Error(`${paths[0]}: ${result.failures} failed requests (errors, non-2xx or timeouts)`);
  const cpuPerRequest = server ? ((await server.cpuMicros()) - cpuBefore) / result.requests : undefined;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    bytesPerRequest: result.bytes / result.requests,
    cpuPerRequest,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
