/**
 * Starts a checkout's all-in-one server (services/server/dist/main.js, embedded mode: SQLite,
 * no Redis) on a free port with a fresh data folder, and waits until the demo collection is
 * synced. The same set-up as the browser tests (e2e/support/all-in-one-server.ts).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NODE_FLAGS } from '../../scripts/service-node-flags.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function poll(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The servers still running, with their work folders. A bench stopped by Ctrl-C, `kill` or its
 * terminal closing takes them with it (they ran on, holding ports and CPU, when it was killed
 * mid-run). A SIGKILL of the bench cannot be caught.
 */
const running = new Map();
const stopAll = () => {
  for (const [child, workDir] of running) {
    child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  }
  running.clear();
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    stopAll();
    process.exit(128 + os.constants.signals[signal]);
  });

/** `extraEnv`: more environment for the server (PAGE_RENDER=false, ...). @returns {Promise<{ baseUrl: string; stop: () => Promise<void> }>} */
export async function startServer(repoRoot, label, extraEnv = {}) {
  const main = path.join(repoRoot, 'services', 'server', 'dist', 'main.js');
  if (!existsSync(main))
    throw new Error(`${main} is missing: run "npx tsc -b" and "node scripts/build-frontends.mjs" in ${repoRoot}`);
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')))
    throw new Error(`${repoRoot}: the front ends are not built (node scripts/build-frontends.mjs)`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), `nacho-bench-browser-${label}-`));
  const runtimeConfigFile = path.join(workDir, 'runtime-config.json');
  writeFileSync(runtimeConfigFile, '{}');
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  // The services' V8 flags from this checkout, for both builds of a side-by-side run.
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(child, workDir);
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await poll(`the ${label} server was not ready`, 60_000, async () => {
      if (child.exitCode !== null) throw Object.assign(new Error('exited'), { fatal: true });
      return (await fetch(`${baseUrl}/readyz`)).ok;
    });
    await poll(`the ${label} server did not sync the demo collection`, 120_000, async () => {
      const reply = await (await fetch(`${baseUrl}/api/nft/sync-status`)).json();
      return reply.result.ready === true;
    });
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
    await stop();
    throw new Error(`${error.message}\n${tail}`);
  }
  return { baseUrl, stop };
}
