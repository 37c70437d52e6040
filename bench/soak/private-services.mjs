/**
 * A PostgreSQL 15 cluster and a Redis of the soak's own on free loopback ports under one temp
 * folder, removed afterwards: the soak's sessions, limits and likes touch nothing else on the
 * machine (the same setup as e2e-stack/support/private-services.ts, which is TypeScript for jest).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/stack/infra.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** initdb refuses root: run the PostgreSQL tools as the postgres user then. */
const postgresCommand = (command, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
const asPostgres = (command, args) =>
  execFileSync(...postgresCommand(command, args), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const tcpOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function startPostgres(dir) {
  const port = await freePort();
  const dataDir = path.join(dir, 'pgdata');
  mkdirSync(dataDir);
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    for (const p of [dir, dataDir]) chownSync(p, id('-u'), id('-g'));
  }
  asPostgres(`${PG_BIN}/initdb`, [
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
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgres(`${PG_BIN}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  asPostgres(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'nacho']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/nacho`,
    stop: () =>
      spawnSync(...postgresCommand(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']), {
        stdio: 'ignore',
      }),
  };
}

async function startRedis(dir) {
  const port = await freePort();
  const redisDir = path.join(dir, 'redis');
  mkdirSync(redisDir);
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      redisDir,
      '--logfile',
      path.join(redisDir, 'redis.log'),
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (!(await tcpOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start (see ${redisDir}/redis.log)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGKILL') };
}

/** Both services; `dispose()` (also run at exit) stops them and removes the folder. */
export async function startPrivateServices() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-soak-'));
  let postgres;
  let redis;
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    process.off('exit', dispose);
    redis?.stop();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', dispose);
  try {
    redis = await startRedis(dir);
    postgres = await startPostgres(dir);
    return { postgres, redis, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
