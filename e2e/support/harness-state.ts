import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What global setup hands to the tests (jest may run them in worker processes). */
export interface HarnessState {
  /** Set when the browser tests cannot run here; the tests are skipped with this reason. */
  skipReason?: string;
  baseUrl: string;
  /** The RUNTIME_CONFIG_FILE the server merges over its defaults on every request. */
  runtimeConfigFile: string;
  /** This run's own folder (state, server log, copies of builds); removed by global teardown. */
  workDir: string;
  serverPid?: number;
  /** The run's Chromium (a browser server) that every test file connects to; unset: each launches its own. */
  browserWsEndpoint?: string;
}

/**
 * Each run keeps its state in its own work dir, named by an environment variable that global
 * setup sets before jest starts the workers, so that parallel runs never see each other's server.
 */
const STATE_FILE_VARIABLE = 'NACHO_E2E_STATE_FILE';

export function writeHarnessState(state: HarnessState): void {
  const file = path.join(state.workDir, 'harness-state.json');
  writeFileSync(file, JSON.stringify(state, null, 2));
  process.env[STATE_FILE_VARIABLE] = file;
}

export function readHarnessState(): HarnessState {
  const file = process.env[STATE_FILE_VARIABLE];
  if (!file)
    throw new Error(
      `${STATE_FILE_VARIABLE} is not set: run the e2e tests through jest (npm run e2e) so that global setup runs`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as HarnessState;
}
