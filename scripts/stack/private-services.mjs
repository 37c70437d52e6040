/**
 * A PostgreSQL 15 cluster and a Redis of one's own, on free loopback ports under one temp folder:
 * for the fault tests (e2e-stack/faults/), which stop and restart them, and the soak (bench/soak/),
 * whose sessions, limits and likes must touch nothing else. The shared 5432/6379 never see either.
 * Both are controlled through files in their folder (pid files, services.json), so that another
 * module or test file can take them over: attachPrivateServices(dir).
 * Types for the TypeScript tests: private-services.d.mts.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './health.mjs';
import { freePort } from './infra.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

function tcpOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** initdb refuses root: the PostgreSQL tools run as the postgres user then. */
const postgresCommand = (command, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * Runs a PostgreSQL tool; rejects with its output on failure. Asynchronous: the load a fault test
 * measures runs in this process and must not stall meanwhile.
 */
function asPostgres(command, args) {
  return new Promise((resolve, reject) => {
    execFile(...postgresCommand(command, args), { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err)
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed: ${stderr || stdout || err.message}`));
      else resolve(stdout);
    });
  });
}

/** The synchronous form, for cleanup in an exit handler. */
function asPostgresSync(command, args) {
  spawnSync(...postgresCommand(command, args), { stdio: 'ignore' });
}

/** initdb + pg_ctl start of a cluster in `dir` (made owned by postgres), with database `nacho`. */
export async function startPrivatePostgres(dir) {
  const port = await freePort();
  const dataDir = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(logFile, '');
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const p of [dir, dataDir, logFile]) chownSync(p, id('-u'), id('-g'));
  }
  await asPostgres(`${PG_BIN}/initdb`, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const postgres = privatePostgres(dir, port);
  await postgres.start();
  await asPostgres(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'nacho']);
  return postgres;
}

/** The control of the cluster in `dir` on `port` (pg_ctl: any process can stop and start it). */
function privatePostgres(dir, port) {
  const dataDir = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  // Throwaway data: no fsync. The socket sits in the data dir, away from the shared cluster's.
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/nacho`,
    port,
    async start() {
      await asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    },
    async stop() {
      await asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    /** Whether the server runs (its postmaster.pid is there). */
    running: () => existsSync(path.join(dataDir, 'postmaster.pid')),
    dispose() {
      asPostgresSync(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    },
  };
}

/** Whether `pid` is a live process (signal 0 checks without sending anything). */
function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** redis-server on a free port with its files in `dir`; `persistent` turns the append-only file on. */
export async function startPrivateRedis(dir, { persistent }) {
  const redis = privateRedis(dir, await freePort(), persistent);
  await redis.start();
  return redis;
}

/**
 * The control of the redis-server of `dir` on `port`. It is found by its pid file, so a module
 * that did not start it can stop it; whether it keeps its data is written to redis.json.
 */
function privateRedis(dir, port, persistent) {
  const redisDir = path.join(dir, 'redis');
  // Read by e2e-stack/support/stop-fault-leftovers.mjs too, if the run dies without cleaning up.
  const pidFile = path.join(dir, 'redis.pid');
  const stateFile = path.join(dir, 'redis.json');
  if (!existsSync(stateFile)) writeFileSync(stateFile, JSON.stringify({ persistent }));
  const keepsData = () => JSON.parse(readFileSync(stateFile, 'utf8')).persistent;
  const pid = () => {
    try {
      const value = Number(readFileSync(pidFile, 'utf8').trim());
      return alive(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const start = async (options = {}) => {
    mkdirSync(redisDir, { recursive: true });
    if (options.persistent !== undefined) writeFileSync(stateFile, JSON.stringify({ persistent: options.persistent }));
    if (options.persistent === false) {
      rmSync(redisDir, { recursive: true, force: true });
      mkdirSync(redisDir, { recursive: true });
    }
    rmSync(pidFile, { force: true });
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      keepsData() ? 'yes' : 'no',
      '--dir',
      redisDir,
      '--daemonize',
      'no',
      '--logfile',
      path.join(redisDir, 'redis.log'),
      '--pidfile',
      pidFile,
    ];
    const started = spawn('redis-server', args, { stdio: 'ignore' });
    let exited = false;
    started.once('exit', () => (exited = true));
    await waitFor(async () => (await tcpOpen(port)) && pid() === started.pid, {
      what: `redis-server on port ${port}`,
      timeoutMs: 15_000,
      intervalMs: 50,
      died: () => (exited ? `exited at start (see ${redisDir}/redis.log)` : undefined),
    });
  };
  const stop = async () => {
    const running = pid();
    if (!running) return;
    process.kill(running, 'SIGTERM');
    await waitFor(() => !alive(running), {
      what: `redis-server ${running} to exit`,
      timeoutMs: 15_000,
      intervalMs: 20,
    });
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get persistent() {
      return keepsData();
    },
    pid,
    start,
    stop,
    dispose() {
      const running = pid();
      if (running) process.kill(running, 'SIGKILL');
    },
  };
}

const SERVICES_FILE = 'services.json';

/** Stops both (as far as started) and removes the folder: once, whatever state they are in. */
function disposer(dir, started) {
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    process.off('exit', dispose);
    started.redis?.dispose();
    started.postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  return dispose;
}

/**
 * Both services in a new folder `<folderPrefix>XXXXXX` under the system temp dir. `dispose()` stops
 * them and removes the folder, whatever state they are in; it also runs when the process exits, so
 * an aborted run leaves no server behind.
 */
export async function startPrivateServices({ persistentRedis = false, folderPrefix = 'nacho-faults-' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  const started = {};
  const dispose = disposer(dir, started);
  process.on('exit', dispose);
  try {
    [started.postgres, started.redis] = await Promise.all([
      startPrivatePostgres(dir),
      startPrivateRedis(dir, { persistent: persistentRedis }),
    ]);
    const ports = { postgresPort: started.postgres.port, redisPort: started.redis.port };
    writeFileSync(path.join(dir, SERVICES_FILE), JSON.stringify(ports));
    return { dir, postgres: started.postgres, redis: started.redis, dispose };
  } catch (err) {
    dispose();
    throw err;
  }
}

/**
 * The services startPrivateServices made in `dir`, as they are now (running or stopped), for a
 * module that did not start them: the same control object. Its dispose() stops them for good.
 */
export function attachPrivateServices(dir) {
  const { postgresPort, redisPort } = JSON.parse(readFileSync(path.join(dir, SERVICES_FILE), 'utf8'));
  const started = { postgres: privatePostgres(dir, postgresPort), redis: privateRedis(dir, redisPort, false) };
  return { dir, ...started, dispose: disposer(dir, started) };
}
