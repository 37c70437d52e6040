/**
 * Live likes benchmark: `flock /tmp/nacho-build.lock node bench/live/run.mjs` (after `npm run build`).
 * Starts the `stack:local` stack (edge, 2 contest replicas, Redis, PostgreSQL), opens CLIENTS
 * Server-Sent Event streams through the edge (spread over both replicas by nginx), then:
 *  - memory per open stream: RSS of the contest replicas before and after the streams opened;
 *  - CPU with the streams idle: the replicas' and the edge's CPU time over IDLE_MS (a heartbeat included);
 *  - latency: RUNS likes POSTed to contest-1 directly, time from sending each to its arrival on every stream.
 * Prints a Markdown table and appends it to bench/results/live.md.
 */
import http from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase } from '../../scripts/stack/infra.mjs';
import { startStack } from '../../scripts/stack/stack.mjs';
import { signIn } from '../likes/sign-in.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 1000);
const RUNS = Number(process.env.LIVE_RUNS ?? 7);
const IDLE_MS = Number(process.env.LIVE_IDLE_MS ?? 30_000);
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
const REDIS = process.env.LIVE_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const cpuTicks = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};
const TICK_MS = 1000 / 100;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const median = (xs) => pct(xs, 50);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function openStream(edgeUrl, onLike) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${edgeUrl}/api/likes/stream`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        res.setEncoding('utf8');
        let pending = '';
        res.on('data', (text) => {
          const at = performance.now();
          pending += text;
          let cut;
          while ((cut = pending.indexOf('\n\n')) >= 0) {
            const frame = pending.slice(0, cut);
            pending = pending.slice(cut + 2);
            if (frame.includes('event: hello')) resolve({ req, instance: res.headers['x-instance'] });
            const m = /event: likes\ndata: (.*)/.exec(frame);
            if (m) onLike(JSON.parse(m[1]).tokenId, at);
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
  });
}

const database = new URL(PG);
database.pathname = `/nacho_bench_live_${process.pid}`;
const port = await freePort();
console.log(`starting the stack on :${port} (database ${database.pathname.slice(1)}, ${REDIS})`);
const stack = await startStack({
  port,
  runDir: path.join(os.tmpdir(), `nacho-bench-live-${process.pid}`),
  databaseUrl: database.toString(),
  redisUrl: REDIS,
  // Every client of this benchmark is 127.0.0.1: the per-address cap on open streams would refuse most.
  env: { EVENT_STREAMS_PER_IP: String(CLIENTS + 10) },
  log: () => undefined,
});
try {
  const contest = stack.processes.filter((p) => p.kind === 'contest');
  const edge = stack.processes.find((p) => p.kind === 'edge');
  const contest1 = `http://127.0.0.1:${contest[0].port}`;
  const liker = await signIn(contest1, 1);
  await sleep(2000);
  const rssBefore = contest.map((p) => rssKb(p.pid));

  const arrivals = new Map(); // tokenId -> times
  const onLike = (tokenId, at) => {
    const a = arrivals.get(tokenId);
    if (a) a.push(at);
  };
  const streams = [];
  for (let i = 0; i < CLIENTS; i += 50)
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, () => openStream(stack.edgeUrl, onLike)),
      )),
    );
  const spread = {};
  for (const s of streams) spread[s.instance] = (spread[s.instance] ?? 0) + 1;
  console.log(`${streams.length} streams open through the edge: ${JSON.stringify(spread)}`);
  await sleep(3000);
  const rssAfter = contest.map((p) => rssKb(p.pid));
  const perStreamKb = (rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / streams.length;

  const ticks0 = [...contest, edge].map((p) => cpuTicks(p.pid));
  await sleep(IDLE_MS);
  const ticks1 = [...contest, edge].map((p) => cpuTicks(p.pid));
  const idleCpu = ticks1.map((t, i) => ((t - ticks0[i]) * TICK_MS * 100) / IDLE_MS);

  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const tokenId = 100 + r + Math.floor(Math.random() * 50) * 100;
    arrivals.set(tokenId, []);
    const sent = performance.now();
    const res = await fetch(`${contest1}/api/likes/nft/${tokenId}`, {
      method: 'POST',
      headers: {
        cookie: liker.cookie,
        origin: contest1.replace('http:', 'https:'),
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': liker.ip,
      },
    });
    if (!res.ok) throw new Error(`like ${res.status}: ${await res.text()}`);
    const deadline = Date.now() + 5000;
    while (arrivals.get(tokenId).length < streams.length && Date.now() < deadline) await sleep(5);
    const delays = arrivals.get(tokenId).map((t) => t - sent);
    runs.push({ received: delays.length, p50: median(delays), p95: pct(delays, 95), max: Math.max(...delays) });
    console.log(
      `run ${r + 1}: ${delays.length}/${streams.length} streams got the like; p50 ${runs.at(-1).p50.toFixed(1)} ms, p95 ${runs.at(-1).p95.toFixed(1)} ms, max ${runs.at(-1).max.toFixed(1)} ms`,
    );
    await sleep(500);
  }
  for (const s of streams) s.req.destroy();

  const f = (x) => x.toFixed(1);
  const table = [
    `Live likes (\`flock /tmp/nacho-build.lock node bench/live/run.mjs\`), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0].model.trim()}), Node ${process.version}`,
    '',
    `${streams.length} SSE clients through the stack:local edge (nginx), spread ${Object.entries(spread)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; a like POSTed to contest-1, Redis pub/sub to both replicas.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| like -> every stream, p50 (median of ${RUNS} runs) | ${f(median(runs.map((r) => r.p50)))} ms |`,
    `| like -> every stream, p95 (median of ${RUNS} runs; runs: ${runs.map((r) => f(r.p95)).join(', ')}) | ${f(median(runs.map((r) => r.p95)))} ms |`,
    `| like -> every stream, max (median of ${RUNS} runs) | ${f(median(runs.map((r) => r.max)))} ms |`,
    `| streams that got every like | ${runs.every((r) => r.received === streams.length) ? 'all' : runs.map((r) => r.received).join(', ')} |`,
    `| memory per open stream (contest RSS delta / streams) | ${f(perStreamKb)} KiB |`,
    `| CPU of contest-1, contest-2 with the streams idle (${IDLE_MS / 1000} s, heartbeat every 20 s) | ${idleCpu
      .slice(0, contest.length)
      .map((c) => `${c.toFixed(2)} %`)
      .join(', ')} of one core |`,
    `| CPU of the edge (nginx) meanwhile | ${idleCpu.at(-1).toFixed(2)} % of one core |`,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  appendFileSync(path.join(ROOT, 'bench/results/live.md'), `\n## Run of ${new Date().toISOString()}\n\n${table}`);
} finally {
  await stack.stop();
  await dropDatabase(database.toString());
}
