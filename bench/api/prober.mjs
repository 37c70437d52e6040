/**
 * Child process of bench/previews/burst.mjs: reads /api/nft/collection without end (BENCH_PROBES
 * readers, each pausing BENCH_PROBE_GAP_MS between reads) until told to stop, then sends the
 * durations. A process of its own, so that the burst's 300 answers arriving in the benchmark's
 * process do not delay the reading of the probe's answers.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const port = Number(process.env.PROBE_PORT);
const readers = Number(process.env.BENCH_PROBES ?? 2);
const gapMs = Number(process.env.BENCH_PROBE_GAP_MS ?? 20);
const agent = new http.Agent({ keepAlive: true, maxSockets: readers });
const times = [];
let probing = true;

const read = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path: '/api/nft/collection', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`probe: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });

const loops = Array.from({ length: readers }, async () => {
  while (probing) {
    times.push(await read());
    await new Promise((r) => setTimeout(r, gapMs));
  }
});
process.send({ started: true });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  probing = false;
  await Promise.all(loops);
  agent.destroy();
  process.send({ times });
  process.exit(0);
});
