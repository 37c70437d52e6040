import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN_PASSCODE_HASH } from './admin-passcode';
import { freePort } from './free-port';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_MAIN = path.join(REPO_ROOT, 'services', 'server', 'dist', 'main.js');

export interface StartedServer {
  baseUrl: string;
  child: ChildProcess;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `the server exited with code ${child.exitCode} before it was ready:\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the server was not ready at ${url} within ${timeoutMs / 1000} s:\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

/** Starts `node services/server/dist/main.js` (embedded mode) on a free port and waits for /readyz. */
export async function startAllInOneServer(options: {
  dataDir: string;
  runtimeConfigFile: string;
  logFile: string;
}): Promise<StartedServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: "npx tsc -b" did not produce it`);
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      RUNTIME_CONFIG_FILE: options.runtimeConfigFile,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSCODE_HASH: E2E_ADMIN_PASSCODE_HASH,
      // Every browser test signs in from 127.0.0.1: far more wallet sign-ins than one visitor makes.
      SIGN_IN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}/readyz`, child, options.logFile, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { baseUrl, child };
}

/** SIGINT (clean shutdown), then SIGKILL if it is still running after 10 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
