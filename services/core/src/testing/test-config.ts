import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';

export function tempDir(prefix = 'nacho-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A validated config for tests: a fresh data dir, quiet logs, no metrics listener, and any overrides given as env vars. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir(), LOG_LEVEL: 'silent', METRICS_PORT: 'off', ...env });
}
