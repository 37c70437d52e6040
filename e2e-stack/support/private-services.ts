import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@nacho/core/testing';

/**
 * A PostgreSQL cluster and a Redis of a fault test's own, on free loopback ports under one temp
 * folder: the fault tests stop and restart them, which the shared 5432/6379 must never see.
 */

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Polls `condition` every `everyMs` until it holds; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs a command as the postgres user (initdb refuses root); rejects with its output on failure.
 * Asynchronous: the load a fault test measures runs in this process and must not stall meanwhile.
 */
function asPostgres(command: string, args: string[]): Promise<string> {
  const [file, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err)
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed: ${stderr || stdout || err.message}`));
      else resolve(stdout);
    });
  });
}

/** The synchronous form, for cleanup in an exit handler. */
function asPostgresSync(command: string, args: string[]): void {
  const [file, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  spawnSync(file, argv, { stdio: 'ignore' });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/nacho (trust auth on loopback). */
  url: string;
  port: number;
  /** Stops the server the way an operator's restart does (fast: sessions are terminated, 57P01). */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good (immediate), whatever state it is in. */
  dispose(): void;
}

/** initdb + pg_ctl start of a cluster in `dir` (made owned by postgres), with database `nacho`. */
export async function startPrivatePostgres(dir: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const dataDir = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(logFile, '');
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    const [uid, g] = [Number(pw.stdout.trim()), Number(gid.stdout.trim())];
    for (const p of [dir, dataDir, logFile]) chownSync(p, uid, g);
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

export interface PrivateRedis {
  url: string;
  port: number;
  /** Whether it keeps its data across a restart (appendonly yes). */
  readonly persistent: boolean;
  pid(): number | undefined;
  /** SHUTDOWN by signal (SIGTERM: with appendonly the log is flushed first); resolves once it exited. */
  stop(): Promise<void>;
  /**
   * Starts it again on the same port; resolves once it answers. `{ persistent: false }` starts it
   * without persistence and without the files of before: what a Redis without persistence is after
   * a restart (empty).
   */
  start(options?: { persistent?: boolean }): Promise<void>;
  dispose(): void;
}

/** redis-server on a free port with its files in `dir`; `persistent` turns the append-only file on. */
export async function startPrivateRedis(dir: string, { persistent }: { persistent: boolean }): Promise<PrivateRedis> {
  const port = await freePort();
  const redisDir = path.join(dir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let keepsData = persistent;
  const start = async (options: { persistent?: boolean } = {}) => {
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
      // Read by stop-fault-leftovers.mjs if this process dies without cleaning up.
      '--pidfile',
      path.join(dir, 'redis.pid'),
    ];
    const started = spawn('redis-server', args, { stdio: 'ignore' });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    await waitFor(
      `redis-server on port ${port}`,
      async () => {
        if (!child) throw new Error(`redis-server exited at start (see ${redisDir}/redis.log)`);
        return tcpOpen(port);
      },
      15_000,
    );
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

export interface PrivateServices {
  dir: string;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** Stops both and removes the folder; runs whatever state they are in. */
  dispose(): void;
}

/**
 * Both services in a new folder under the system temp dir. Pass `dispose` to afterAll: it also
 * runs when the process exits, so an aborted run leaves no server behind.
 */
export async function startPrivateServices({
  persistentRedis,
}: {
  persistentRedis: boolean;
}): Promise<PrivateServices> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nacho-faults-'));
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;
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
