// The stack's processes: started detached (they outlive `npm run stack:local`), one log file each,
// a pid file each, and stopped by that PID only, after checking that it is still our process.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const pidFile = (runDir, name) => path.join(runDir, 'pids', `${name}.pid`);
export const logFile = (runDir, name) => path.join(runDir, 'logs', `${name}.log`);

/** Spawns `command args` in its own process group with stdout and stderr in logs/<name>.log. */
export function spawnLogged({ runDir, name, command, args, env, cwd }) {
  mkdirSync(path.join(runDir, 'pids'), { recursive: true });
  mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  const out = openSync(logFile(runDir, name), 'a');
  try {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
    child.unref();
    if (!child.pid) throw new Error(`could not start ${name}: ${command} ${args.join(' ')}`);
    writeFileSync(pidFile(runDir, name), `${child.pid}\n`);
    return child;
  } finally {
    closeSync(out);
  }
}

export function readPid(runDir, name) {
  const file = pidFile(runDir, name);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Alive and still running `marker` (a PID reused by another program after a crash is not ours). */
export function isOurs(pid, marker) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    if (cmdline.trim() === '') return false; // a zombie
    return cmdline.includes(marker);
  } catch {
    return true; // no /proc (not Linux): trust kill(0)
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM (services shut down cleanly), SIGKILL after graceMs; resolves once the process is gone. */
export async function stopPid(pid, marker, { graceMs = 10_000, signal = 'SIGTERM' } = {}) {
  if (!isOurs(pid, marker)) return false;
  try {
    process.kill(pid, signal);
  } catch {
    return false;
  }
  const deadline = Date.now() + graceMs;
  while (isOurs(pid, marker)) {
    if (Date.now() > deadline) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await delay(50);
  }
  return true;
}

export function removePidFile(runDir, name) {
  rmSync(pidFile(runDir, name), { force: true });
}
