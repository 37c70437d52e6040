// startStack(): the distributed deployment of DESIGN section 7 on this machine, without Docker.
// 2 replicas each of nft, contest and market, the workers, one nginx static host per front end
// and the nginx edge, on this machine's PostgreSQL and Redis. Used by `npm run stack:local`
// (cli.mjs) and by the cross-replica tests (e2e-stack/).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpHealthy, logSays, waitFor } from './health.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureDatabase, freePort, migrate } from './infra.mjs';
import { NGINX_BIN, REPO_ROOT, renderEdgeConfig, renderStaticConfig } from './nginx-config.mjs';
import { isOurs, logFile, removePidFile, spawnLogged, stopPid } from './processes.mjs';
import { writeStackState } from './state.mjs';

export const SERVICES = ['nft', 'contest', 'market'];
export const FRONT_ENDS = { shell: 'shell', 'mfe-explorer': 'mfe-explorer', 'mfe-contest': 'mfe-contest', 'mfe-admin': 'mfe-admin' };
const HEALTH_TIMEOUT_MS = 120_000;

const serviceMain = (service) => path.join(REPO_ROOT, 'services', service, 'dist', 'main.js');

/** The processes of one stack, with their ports; nothing runs yet. */
async function planProcesses({ runDir, port, replicas, workers, staticRoots }) {
  const nginxDir = path.join(runDir, 'nginx');
  const logsDir = path.join(runDir, 'logs');
  const plan = [];
  for (const service of SERVICES) {
    for (let i = 1; i <= replicas; i++) {
      const p = await freePort();
      plan.push({ name: `${service}-${i}`, kind: service, port: p, script: serviceMain(service), healthUrl: `http://127.0.0.1:${p}/readyz` });
    }
  }
  for (let i = 1; i <= workers; i++) plan.push({ name: `worker-${i}`, kind: 'worker', script: serviceMain('worker') });
  for (const [name, folder] of Object.entries(FRONT_ENDS)) {
    const p = await freePort();
    const root = staticRoots[name] ?? path.join(REPO_ROOT, folder, 'dist');
    const probe = name === 'shell' ? 'index.html' : 'mf-manifest.json';
    const prefix = path.join(nginxDir, name);
    const conf = path.join(prefix, 'nginx.conf');
    plan.push({ name, kind: 'static', port: p, root, conf, prefix, healthUrl: `http://127.0.0.1:${p}/${probe}`, config: renderStaticConfig({ prefix, logsDir, name, port: p, root }) });
  }
  const upstreams = Object.fromEntries([
    ...SERVICES.map((service) => [service, plan.filter((p) => p.kind === service).map((p) => p.port)]),
    ...Object.keys(FRONT_ENDS).map((name) => [name, [plan.find((p) => p.name === name).port]]),
  ]);
  const edgePort = port === 0 ? await freePort() : port;
  const prefix = path.join(nginxDir, 'edge');
  const runtimeConfigFile = path.join(runDir, 'runtime-config.json');
  plan.push({
    name: 'edge', kind: 'edge', port: edgePort, prefix, conf: path.join(prefix, 'nginx.conf'),
    healthUrl: `http://127.0.0.1:${edgePort}/healthz`,
    config: renderEdgeConfig({ prefix, logsDir, port: edgePort, upstreams, runtimeConfigFile }),
  });
  return { plan, runtimeConfigFile, edgePort };
}

/** How to run one planned process: command, arguments, the text in its command line that marks it as ours. */
function commandOf(proc, nodeEnv) {
  if (proc.kind === 'static' || proc.kind === 'edge') {
    return { command: NGINX_BIN, args: ['-p', proc.prefix, '-c', proc.conf, '-e', path.join(proc.prefix, 'startup-error.log')], marker: proc.conf, env: process.env };
  }
  const env = { ...nodeEnv, INSTANCE_NAME: proc.name, ...(proc.port ? { PORT: String(proc.port) } : {}) };
  return { command: process.execPath, args: [proc.script], marker: proc.script, env };
}

/**
 * Starts the stack and resolves once every process is healthy. Processes are detached (they
 * outlive the caller) with pid files in runDir/pids and logs in runDir/logs; `stop()` (or
 * `node scripts/stack/cli.mjs --stop --run-dir <runDir>`) ends them by PID.
 */
export async function startStack({ port = 8080, runDir, databaseUrl = DEFAULT_DATABASE_URL, redisUrl = DEFAULT_REDIS_URL, replicas = 2, workers = 2, env = {}, staticRoots = {}, log = () => {} } = {}) {
  runDir = path.resolve(runDir ?? mkdtempSync(path.join(os.tmpdir(), 'nacho-stack-')));
  mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  mkdirSync(path.join(runDir, 'data'), { recursive: true });

  log(`database ${new URL(databaseUrl).pathname.slice(1)}: creating if missing, migrating`);
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);

  const { plan, runtimeConfigFile, edgePort } = await planProcesses({ runDir, port, replicas, workers, staticRoots });
  copyFileSync(path.join(REPO_ROOT, 'deploy', 'runtime-config.json'), runtimeConfigFile);
  for (const proc of plan.filter((p) => p.config)) {
    for (const dir of ['', 'client_body_temp', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) mkdirSync(path.join(proc.prefix, dir), { recursive: true });
    writeFileSync(proc.conf, proc.config);
  }

  // One set of cookie keys for every replica of this run: a session made on one is valid on all.
  const sessionKeys = env.SESSION_KEYS ?? [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(',');
  const nodeEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(runDir, 'data'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SESSION_KEYS: sessionKeys,
    STACK_PORT: String(edgePort),
  };
  const edgeUrl = `http://127.0.0.1:${edgePort}`;

  const byName = new Map(plan.map((p) => [p.name, p]));
  const launched = new Map(); // name -> { pid, marker, logOffset, exited }

  const launch = (proc) => {
    const { command, args, marker, env: procEnv } = commandOf(proc, nodeEnv);
    const file = logFile(runDir, proc.name);
    let logOffset = 0;
    try {
      logOffset = statSync(file).size;
    } catch {
      // a new log
    }
    const child = spawnLogged({ runDir, name: proc.name, command, args, env: procEnv, cwd: REPO_ROOT });
    const entry = { pid: child.pid, marker, logOffset, exited: undefined };
    child.once('exit', (code, signal) => {
      entry.exited = `exited (${signal ?? `code ${code}`}); see ${file}`;
    });
    launched.set(proc.name, entry);
    return entry;
  };

  const healthy = async (proc) => {
    const entry = launched.get(proc.name);
    if (!entry || !isOurs(entry.pid, entry.marker)) return false;
    if (proc.kind === 'worker') return logSays(logFile(runDir, proc.name), '"worker started"', entry.logOffset);
    return httpHealthy(proc.healthUrl);
  };

  const waitHealthy = (proc) =>
    waitFor(() => healthy(proc), { timeoutMs: HEALTH_TIMEOUT_MS, what: proc.name, died: () => launched.get(proc.name)?.exited });

  const stopOne = async (name) => {
    const entry = launched.get(name);
    if (entry) await stopPid(entry.pid, entry.marker);
    removePidFile(runDir, name);
  };

  const describe = () => plan.map((p) => ({ name: p.name, kind: p.kind, pid: launched.get(p.name)?.pid, port: p.port, logFile: logFile(runDir, p.name) }));

  let stopping;
  const stack = {
    edgeUrl,
    runDir,
    databaseUrl,
    redisUrl,
    get processes() {
      return describe();
    },
    /** Stops every process (the edge first, so no request reaches a stopping replica); once. */
    stop: () =>
      (stopping ??= (async () => {
        await stopOne('edge');
        await Promise.all(plan.filter((p) => p.name !== 'edge').map((p) => stopOne(p.name)));
      })()),
    /** Sends `signal` to one process and resolves once it is gone (or at once for a signal that does not end it). */
    async kill(name, signal = 'SIGKILL') {
      const entry = launched.get(name);
      if (!byName.has(name) || !entry) throw new Error(`no process "${name}" in this stack`);
      if (!isOurs(entry.pid, entry.marker)) return;
      process.kill(entry.pid, signal);
      if (['SIGKILL', 'SIGTERM', 'SIGINT'].includes(signal)) {
        await waitFor(() => !isOurs(entry.pid, entry.marker), { timeoutMs: 15_000, what: `${name} to exit` });
        removePidFile(runDir, name);
      }
    },
    /** (Re)starts one process of the plan, same port and settings; resolves when it is healthy. */
    async start(name) {
      const proc = byName.get(name);
      if (!proc) throw new Error(`no process "${name}" in this stack`);
      const entry = launched.get(name);
      if (entry && isOurs(entry.pid, entry.marker)) throw new Error(`${name} is running (pid ${entry.pid})`);
      launch(proc);
      await waitHealthy(proc);
      writeStackState(runDir, { edgeUrl, databaseUrl, redisUrl, processes: stateOf() });
    },
    async status() {
      return Promise.all(
        plan.map(async (p) => {
          const entry = launched.get(p.name);
          return { name: p.name, kind: p.kind, pid: entry?.pid, port: p.port, running: Boolean(entry && isOurs(entry.pid, entry.marker)), healthy: await healthy(p) };
        }),
      );
    },
  };

  const stateOf = () =>
    plan.map((p) => ({ name: p.name, kind: p.kind, port: p.port, pid: launched.get(p.name)?.pid, marker: launched.get(p.name)?.marker, healthUrl: p.healthUrl, logFile: logFile(runDir, p.name) }));

  try {
    const servers = plan.filter((p) => p.kind !== 'edge');
    for (const proc of servers) launch(proc);
    writeStackState(runDir, { edgeUrl, databaseUrl, redisUrl, processes: stateOf() });
    log(`starting ${servers.length} processes`);
    await Promise.all(servers.map(waitHealthy));
    launch(byName.get('edge'));
    writeStackState(runDir, { edgeUrl, databaseUrl, redisUrl, processes: stateOf() });
    await waitHealthy(byName.get('edge'));
    writeStackState(runDir, { edgeUrl, databaseUrl, redisUrl, processes: stateOf() });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
