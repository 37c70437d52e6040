// startStack(): the distributed deployment of DESIGN section 7 on this machine, without Docker.
// 2 replicas each of nft, contest and market, the workers, one nginx static host per front end
// and the nginx edge, on this machine's PostgreSQL and Redis. Used by `npm run stack:local`
// (cli.mjs) and by the cross-replica tests (e2e-stack/).
//
// startStack(options) -> { edgeUrl, runDir, databaseUrl, redisUrl, processes, stop(), kill(name, signal), start(name), status() }
// attachStack(runDir) -> the same control object for a stack another process started (a jest
// test file, `--stop`, `--status`): everything it needs is in runDir (launch.json, pids/).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpHealthy, logSays, waitFor } from './health.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureDatabase, freePort as anyFreePort, migrate } from './infra.mjs';
import { NGINX_BIN, REPO_ROOT, renderEdgeConfig, renderStaticConfig } from './nginx-config.mjs';
import { runSigningKey } from './signing-key.mjs';
import { isOurs, logFile, readPid, removePidFile, spawnLogged, stopPid } from './processes.mjs';
import { nodeArgsFor } from '../service-node-flags.mjs';

export const SERVICES = ['nft', 'contest', 'market'];
export const FRONT_ENDS = ['shell', 'mfe-explorer', 'mfe-contest', 'mfe-admin'];
const HEALTH_TIMEOUT_MS = 120_000;
/** Written with mode 0600: it holds the run's generated SESSION_KEYS and CONTEST_SIGNING_KEY (and ADMIN_PASSCODE_HASH when set). */
const launchFile = (runDir) => path.join(runDir, 'launch.json');

const serviceMain = (service) => path.join(REPO_ROOT, 'services', service, 'dist', 'main.js');

/** The processes of one stack with their ports, commands and health checks; nothing runs yet. */
async function planProcesses({ runDir, port, replicas, workers, staticRoots, nodeEnv }) {
  const nginxDir = path.join(runDir, 'nginx');
  const logsDir = path.join(runDir, 'logs');
  // Every node process has its own metrics port on 127.0.0.1 (never behind the edge).
  const nodeProcess = (name, kind, script, p, metricsPort) => ({
    name,
    kind,
    port: p,
    metricsPort,
    command: process.execPath,
    args: nodeArgsFor(kind, script),
    marker: script,
    env: {
      ...nodeEnv,
      INSTANCE_NAME: name,
      ...(p ? { PORT: String(p) } : {}),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    },
    healthUrl: p ? `http://127.0.0.1:${p}/readyz` : undefined,
    healthLog: p ? undefined : '"worker started"',
  });
  const nginxProcess = (name, kind, p, healthPath, render) => {
    const prefix = path.join(nginxDir, name);
    const conf = path.join(prefix, 'nginx.conf');
    return {
      name,
      kind,
      port: p,
      command: NGINX_BIN,
      args: ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'startup-error.log')],
      marker: conf,
      healthUrl: `http://127.0.0.1:${p}${healthPath}`,
      prefix,
      conf,
      config: render({ prefix, logsDir }),
    };
  };

  // The OS may hand out a port again once its probe socket closed: no two processes of one plan share one.
  const taken = new Set();
  const freePort = async () => {
    for (;;) {
      const candidate = await anyFreePort();
      if (taken.has(candidate)) continue;
      taken.add(candidate);
      return candidate;
    }
  };
  const plan = [];
  for (const service of SERVICES) {
    for (let i = 1; i <= replicas; i++)
      plan.push(nodeProcess(`${service}-${i}`, service, serviceMain(service), await freePort(), await freePort()));
  }
  for (let i = 1; i <= workers; i++)
    plan.push(nodeProcess(`worker-${i}`, 'worker', serviceMain('worker'), undefined, await freePort()));
  for (const name of FRONT_ENDS) {
    const p = await freePort();
    const root = path.resolve(staticRoots[name] ?? path.join(REPO_ROOT, name, 'dist'));
    const probe = name === 'shell' ? '/index.html' : '/mf-manifest.json';
    plan.push({
      ...nginxProcess(name, 'static', p, probe, (dirs) => renderStaticConfig({ ...dirs, name, port: p, root })),
      root,
    });
  }
  const upstreams = Object.fromEntries([
    ...SERVICES.map((service) => [service, plan.filter((p) => p.kind === service).map((p) => p.port)]),
    ...FRONT_ENDS.map((name) => [name, [plan.find((p) => p.name === name).port]]),
  ]);
  const edgePort = port === 0 ? await freePort() : port;
  const runtimeConfigFile = path.join(runDir, 'runtime-config.json');
  plan.push(
    nginxProcess('edge', 'edge', edgePort, '/healthz', (dirs) =>
      renderEdgeConfig({ ...dirs, port: edgePort, upstreams, runtimeConfigFile }),
    ),
  );
  return { plan, runtimeConfigFile, edgePort };
}

/**
 * Starts the stack and resolves once every process is healthy. Processes are detached (they
 * outlive the caller) with pid files in runDir/pids and logs in runDir/logs; `stop()` (or
 * `npm run stack:local -- --stop --run-dir <runDir>`) ends them by PID.
 * `staticRoots` ({ 'mfe-contest': dir, ... }) serves a front end from another folder than its dist.
 */
export async function startStack({
  port = 8080,
  runDir,
  databaseUrl = DEFAULT_DATABASE_URL,
  redisUrl = DEFAULT_REDIS_URL,
  replicas = 2,
  workers = 2,
  env = {},
  staticRoots = {},
  log = () => {},
} = {}) {
  runDir = path.resolve(runDir ?? mkdtempSync(path.join(os.tmpdir(), 'nacho-stack-')));
  mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  mkdirSync(path.join(runDir, 'data'), { recursive: true });

  log(
    `database ${new URL(databaseUrl).pathname.slice(1)}: creating if missing, migrating (once, before the services start)`,
  );
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);

  // One set of cookie keys for every replica of this run: a session made on one is valid on all.
  const sessionKeys =
    env.SESSION_KEYS ?? [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(',');
  // One contest signing key too: every replica and the worker sign receipts and seals with it, run after run.
  const contestSigningKey = runSigningKey(runDir, env.CONTEST_SIGNING_KEY);
  const edgePortWanted = port;
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
    CONTEST_SIGNING_KEY: contestSigningKey,
  };
  const { plan, runtimeConfigFile, edgePort } = await planProcesses({
    runDir,
    port: edgePortWanted,
    replicas,
    workers,
    staticRoots,
    nodeEnv,
  });
  for (const p of plan) if (p.env) p.env.STACK_PORT = String(edgePort);
  // Link previews: the nft replicas and the workers' pre-render read contest data through the edge
  // (retried on the other contest replica).
  for (const p of plan)
    if ((p.kind === 'nft' || p.kind === 'worker') && !p.env.CONTEST_API_URL)
      p.env.CONTEST_API_URL = `http://127.0.0.1:${edgePort}`;
  // The pages' first view: the nft replicas read the API, the runtime config and the remotes' server code through the edge.
  for (const p of plan)
    if (p.kind === 'nft' && !p.env.PAGE_RENDER_ORIGIN) p.env.PAGE_RENDER_ORIGIN = `http://127.0.0.1:${edgePort}`;
  copyFileSync(path.join(REPO_ROOT, 'deploy', 'runtime-config.json'), runtimeConfigFile);
  for (const proc of plan.filter((p) => p.config)) {
    for (const dir of ['', 'client_body_temp', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp'])
      mkdirSync(path.join(proc.prefix, dir), { recursive: true });
    writeFileSync(proc.conf, proc.config);
  }
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const launch = { edgeUrl, runDir, databaseUrl, redisUrl, processes: plan.map(({ config: _config, ...p }) => p) };
  writeFileSync(launchFile(runDir), JSON.stringify(launch, null, 2), { mode: 0o600 });
  // For a Prometheus on this machine: file_sd_configs with runDir/prometheus-targets.json.
  const scraped = plan.filter((p) => p.metricsPort);
  const targets = [...new Set(scraped.map((p) => p.kind))].map((kind) => ({
    targets: scraped.filter((p) => p.kind === kind).map((p) => `127.0.0.1:${p.metricsPort}`),
    labels: { job: kind },
  }));
  writeFileSync(path.join(runDir, 'prometheus-targets.json'), `${JSON.stringify(targets, null, 2)}\n`);
  chmodSync(launchFile(runDir), 0o600);

  const stack = attachStack(runDir);
  try {
    const servers = plan.filter((p) => p.kind !== 'edge');
    log(`starting ${servers.length} processes`);
    await Promise.all(servers.map((p) => stack.start(p.name)));
    await stack.start('edge');
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/** The control object of the stack started in runDir (by this process or another). */
export function attachStack(runDir) {
  runDir = path.resolve(runDir);
  if (!existsSync(launchFile(runDir))) throw new Error(`no stack in ${runDir} (${launchFile(runDir)} is missing)`);
  const launch = JSON.parse(readFileSync(launchFile(runDir), 'utf8'));
  const byName = new Map(launch.processes.map((p) => [p.name, p]));
  /** What this process knows beyond the pid files: log offsets and exits of the processes it started. */
  const local = new Map();

  const procOf = (name) => {
    const proc = byName.get(name);
    if (!proc) throw new Error(`no process "${name}" in this stack (${[...byName.keys()].join(', ')})`);
    return proc;
  };
  const pidOf = (name) => readPid(runDir, name);
  const running = (proc) => isOurs(pidOf(proc.name), proc.marker);

  const healthy = async (proc) => {
    if (!running(proc)) return false;
    if (proc.healthLog)
      return logSays(logFile(runDir, proc.name), proc.healthLog, local.get(proc.name)?.logOffset ?? 0);
    return httpHealthy(proc.healthUrl);
  };

  const stopOne = async (name) => {
    const proc = procOf(name);
    await stopPid(pidOf(name), proc.marker);
    removePidFile(runDir, name);
  };

  let stopping;
  return {
    edgeUrl: launch.edgeUrl,
    runDir,
    databaseUrl: launch.databaseUrl,
    redisUrl: launch.redisUrl,
    get processes() {
      return launch.processes.map((p) => ({
        name: p.name,
        kind: p.kind,
        pid: pidOf(p.name),
        port: p.port,
        metricsPort: p.metricsPort,
        logFile: logFile(runDir, p.name),
      }));
    },
    /** Stops every process (the edge first, so no request reaches a stopping replica); once. */
    stop: () =>
      (stopping ??= (async () => {
        await stopOne('edge');
        await Promise.all(launch.processes.filter((p) => p.name !== 'edge').map((p) => stopOne(p.name)));
      })()),
    /** Sends `signal` to one process; for SIGKILL/SIGTERM/SIGINT resolves once it is gone. */
    async kill(name, signal = 'SIGKILL') {
      const proc = procOf(name);
      const pid = pidOf(name);
      if (!isOurs(pid, proc.marker)) return;
      process.kill(pid, signal);
      if (['SIGKILL', 'SIGTERM', 'SIGINT'].includes(signal)) {
        await waitFor(() => !isOurs(pid, proc.marker), { timeoutMs: 15_000, what: `${name} to exit` });
        removePidFile(runDir, name);
      }
    },
    /** Starts one process of the plan (again: same port and settings); resolves when it is healthy. */
    async start(name) {
      const proc = procOf(name);
      if (running(proc)) throw new Error(`${name} is running (pid ${pidOf(name)})`);
      const file = logFile(runDir, name);
      const entry = { logOffset: existsSync(file) ? statSync(file).size : 0, exited: undefined };
      local.set(name, entry);
      const child = spawnLogged({
        runDir,
        name,
        command: proc.command,
        args: proc.args,
        env: proc.env ?? process.env,
        cwd: REPO_ROOT,
      });
      child.once('exit', (code, signal) => {
        entry.exited = `exited (${signal ?? `code ${code}`}); its log: ${file}`;
      });
      await waitFor(() => healthy(proc), { timeoutMs: HEALTH_TIMEOUT_MS, what: name, died: () => entry.exited });
    },
    /** Each process: its PID, whether it runs, whether it answers its health check. */
    status() {
      return Promise.all(
        launch.processes.map(async (p) => ({
          name: p.name,
          kind: p.kind,
          pid: pidOf(p.name),
          port: p.port,
          metricsPort: p.metricsPort,
          running: running(p),
          healthy: await healthy(p),
          logFile: logFile(runDir, p.name),
        })),
      );
    },
  };
}
