// Health of the stack's processes: an HTTP answer for servers, a log line for the workers.
import { readFileSync } from 'node:fs';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function httpHealthy(url, timeoutMs = 1500) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** A worker has no HTTP port: it is healthy once it logged "worker started" since `sinceBytes`. */
export function logSays(file, text, sinceBytes = 0) {
  try {
    return readFileSync(file).subarray(sinceBytes).toString('utf8').includes(text);
  } catch {
    return false;
  }
}

/** Polls `check` until it is true; throws with `describe()` after timeoutMs or when `died()` says so. */
export async function waitFor(
  check,
  { timeoutMs = 60_000, intervalMs = 100, died = () => undefined, what = 'condition' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    const death = died();
    if (death) throw new Error(`${what}: ${death}`);
    if (Date.now() > deadline) throw new Error(`${what}: not healthy within ${timeoutMs / 1000} s`);
    await delay(intervalMs);
  }
}
