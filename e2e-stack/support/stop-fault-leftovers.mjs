#!/usr/bin/env node
/**
 * Stops what the fault and deploy tests left running when their jest process died before its
 * afterAll (a CI time limit, a kill): the stacks in build/stack-faults/* (by their pid files, as
 * `npm run stack:local -- --stop` does) and the private PostgreSQL clusters and Redis servers in
 * the temp folders nacho-faults-*. Safe to run when nothing is left.
 *
 *   node e2e-stack/support/stop-fault-leftovers.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const faultRuns = path.join(root, 'build', 'stack-faults');
if (existsSync(faultRuns)) {
  for (const name of readdirSync(faultRuns)) {
    spawnSync(
      process.execPath,
      [path.join(root, 'scripts', 'stack', 'cli.mjs'), '--stop', '--run-dir', path.join(faultRuns, name)],
      { stdio: 'inherit' },
    );
  }
}
for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith('nacho-faults-'))) {
  const dir = path.join(os.tmpdir(), name);
  const pgdata = path.join(dir, 'pgdata');
  if (existsSync(path.join(pgdata, 'postmaster.pid'))) {
    const pgCtl = ['/usr/lib/postgresql/15/bin/pg_ctl', '-D', pgdata, '-m', 'immediate', 'stop'];
    if (process.getuid?.() === 0) spawnSync('runuser', ['-u', 'postgres', '--', ...pgCtl], { stdio: 'inherit' });
    else spawnSync(pgCtl[0], pgCtl.slice(1), { stdio: 'inherit' });
  }
  const redisPid = path.join(dir, 'redis.pid');
  if (existsSync(redisPid)) {
    const pid = Number(readFileSync(redisPid, 'utf8').trim());
    // Only the redis-server working in this folder is ours (a stale pid file may name another process).
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // gone already
    }
    if (cwd.startsWith(dir)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
}
