import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startAllInOneServer, stopServer } from './support/all-in-one-server';
import { browserSkipReason, startRunBrowser } from './support/browser';
import { writeHarnessState } from './support/harness-state';

/** Engineers share one machine: builds queue on this lock (see mfe-explorer/README.md). */
const BUILD_LOCK = '/tmp/nacho-build.lock';
const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;

function runLocked(command: string, args: string[]): void {
  const [bin, binArgs] = hasFlock ? ['flock', [BUILD_LOCK, command, ...args]] : [command, args];
  const result = spawnSync(bin, binArgs, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`e2e setup: "${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds what is missing, starts the all-in-one server on a free port with a fresh DATA_DIR
 * and a RUNTIME_CONFIG_FILE the tests control, and records how to reach it.
 */
export default async function globalSetup(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-e2e-'));
  const runtimeConfigFile = path.join(workDir, 'runtime-config.json');
  writeFileSync(runtimeConfigFile, '{}');

  const skipReason = browserSkipReason();
  if (skipReason) {
    if (process.env.CI === 'true') throw new Error(`e2e: ${skipReason}. CI must run the browser tests.`);
    console.warn(`\ne2e: skipping the browser tests: ${skipReason}`);
    writeHarnessState({ skipReason, baseUrl: '', runtimeConfigFile, workDir });
    return;
  }

  runLocked(process.execPath, ['scripts/build-frontends.mjs']);
  runLocked('npx', ['--no-install', 'tsc', '-b', 'services/server']);

  const server = await startAllInOneServer({
    dataDir: path.join(workDir, 'data'),
    runtimeConfigFile,
    logFile: path.join(workDir, 'server.log'),
  });
  let browserWsEndpoint: string;
  try {
    // One Chromium for every test file: each connects to it (support/browser.ts).
    browserWsEndpoint = await startRunBrowser();
  } catch (error) {
    // jest runs no global teardown after a failed global setup.
    await stopServer(server.child);
    throw error;
  }
  (globalThis as { nachoE2eServer?: unknown }).nachoE2eServer = server.child;
  writeHarnessState({
    baseUrl: server.baseUrl,
    runtimeConfigFile,
    workDir,
    serverPid: server.child.pid,
    browserWsEndpoint,
  });
}
