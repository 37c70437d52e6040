/**
 * A PostgreSQL 15 cluster and a Redis of one's own, on free loopback ports under one temp folder:
 * for the fault tests (e2e-stack/faults/), which stop and restart them, and the soak (bench/soak/),
 * whose sessions, limits and likes must touch nothing else. The shared 5432/6379 never see either.
 * Types for the TypeScript tests: private-services.d.mts.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  // Throwaway data: no fsync. The socket sits in the data dir, away from the shared cluster's.
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = async () => {
    await asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  await asPostgres(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'nacho']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/nacho`,
    port,
    stop,
    start,
    dispose() {
      asPostgresSync(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    },
  };
}

/** redis-server on a free port with its files in `dir`; `persistent` turns the append-only file on. */
export async function startPrivateRedis(dir, { persistent }) {
  const port = await freePort();
  const redisDir = path.join(dir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  let child;
  let exited = Promise.resolve();
  let keepsData = persistent;
  const start = async (options = {}) => {
    if (options.persistent === false) {
      keepsData = false;
      rmSync(redisDir, { recursive: true, force: true });
      mkdirSync(redisDir, { recursive: true });
    }
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      keepsData ? 'yes' : 'no',
      '--dir',
      redisDir,
      '--daemonize',
      'no',
      '--logfile',
      path.join(redisDir, 'redis.log'),
      // Read by e2e-stack/support/stop-fault-leftovers.mjs if this process dies without cleaning up.
      '--pidfile',
      path.join(dir, 'redis.pid'),
    ];
    const started = spawn('redis-server', args, { stdio: 'ignore' });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    await waitFor(() => tcpOpen(port), {
      what: `redis-server on port ${port}`,
      timeoutMs: 15_000,
      intervalMs: 50,
      died: () => (child ? undefined : `exited at start (see ${redisDir}/redis.log)`),
    });
  };
  const stop = async () => {
    child?.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get persistent() {
      return keepsData;
    },
    pid: () => child?.pid,
    start,
    stop,
    dispose() {
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

/**
 * Both services in a new folder `<folderPrefix>XXXXXX` under the system temp dir. `dispose()` stops
 * them and removes the folder, whatever state they are in; it also runs when the process exits, so
 * an aborted run leaves no server behind.
 */
export async function startPrivateServices({ persistentRedis = false, folderPrefix = 'nacho-faults-' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  let postgres;
  let redis;
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    process.off('exit', dispose);
    redis?.dispose();
    postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', dispose);
  try {
    [postgres, redis] = await Promise.all([
      startPrivatePostgres(dir),
      startPrivateRedis(dir, { persistent: persistentRedis }),
    ]);
    return { dir, postgres, redis, dispose };
  } catch (err) {
    dispose();
    throw err;
  }
}
