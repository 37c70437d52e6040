import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Reads /api/nft/collection on `port` without end from a process of its own (prober.mjs), so that
 * a burst's answers arriving in the benchmark's process do not delay the probe's; stop() gives the
 * durations (ms).
 */
export function startProber(port, { probes = 2, gapMs = 20 } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'prober.mjs'), [], {
      env: {
        ...process.env,
        PROBE_PORT: String(port),
        BENCH_PROBES: String(probes),
        BENCH_PROBE_GAP_MS: String(gapMs),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => code && reject(new Error(`prober exited with code ${code}`)));
    child.once('message', () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            child.once('message', (m) => done(m.times));
            child.send('stop');
          }),
      }),
    );
  });
}
