import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_PASSCODE_HASH } from '../e2e/support/admin-passcode';
import { REPO_ROOT } from '../e2e/support/all-in-one-server';
import { browserSkipReason, startRunBrowser } from '../e2e/support/browser';
import { writeHarnessState } from '../e2e/support/harness-state';
import { waitForSyncedCollection } from '../e2e/support/demo-collection';
import { TEST_PG_URL } from '@nacho/core/testing';
import type { Stack, StackModule } from '../scripts/stack/stack.mjs' with { 'resolution-mode': 'import' };
import globalTeardown from './global-teardown';
import { claimRedisDatabase } from './support/redis-database';
import { STACK_MODULE } from './support/stack-harness';

const NEEDED = [
  'services/nft/dist/main.js',
  'services/contest/dist/main.js',
  'services/market/dist/main.js',
  'services/worker/dist/main.js',
  'shell/dist/index.html',
  'mfe-explorer/dist/mf-manifest.json',
  'mfe-contest/dist/mf-manifest.json',
  'mfe-admin/dist/mf-manifest.json',
];

/**
 * One stack for the whole run: a fresh PostgreSQL database, a Redis database of its own, a free
 * edge port and the run dir NACHO_STACK_TEST_RUN_DIR (CI stops it from there whatever happens)
 * or a temporary one. The e2e harness state points the reused browser helpers at the edge.
 */
export default async function globalSetup(): Promise<void> {
  const missing = NEEDED.filter((f) => !existsSync(path.join(REPO_ROOT, f)));
  if (missing.length)
    throw new Error(`test:stack needs the build: run "npm run build" first (missing ${missing.join(', ')})`);
  const skipReason = browserSkipReason();
  if (skipReason) throw new Error(`test:stack: ${skipReason}`);

  const runDir = process.env.NACHO_STACK_TEST_RUN_DIR
    ? path.resolve(process.env.NACHO_STACK_TEST_RUN_DIR)
    : mkdtempSync(path.join(os.tmpdir(), 'nacho-stack-test-'));
  mkdirSync(runDir, { recursive: true });
  const database = new URL(TEST_PG_URL);
  database.pathname = `/nacho_stack_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const redisUrl = await claimRedisDatabase();
  (globalThis as { nachoStackTest?: unknown }).nachoStackTest = { runDir, databaseUrl: database.toString(), redisUrl };

  try {
    const { startStack } = (await import(STACK_MODULE)) as StackModule;
    const stack: Stack = await startStack({
      port: 0,
      runDir,
      databaseUrl: database.toString(),
      redisUrl,
      env: { ADMIN_PASSCODE_HASH: E2E_ADMIN_PASSCODE_HASH, LOG_LEVEL: 'info' },
    });
    (globalThis as { nachoStack?: Stack }).nachoStack = stack;
    // A worker syncs the demo collection at start; the tests need its tokens.
    await waitForSyncedCollection(stack.edgeUrl, 120_000);
    writeHarnessState({
      baseUrl: stack.edgeUrl,
      runtimeConfigFile: path.join(runDir, 'runtime-config.json'),
      workDir: runDir,
      browserWsEndpoint: await startRunBrowser(),
    });
    console.log(`\nstack: ${stack.edgeUrl} (run dir ${runDir}, logs in logs/)`);
  } catch (error) {
    // jest runs no global teardown after a failed global setup: clean up here.
    await globalTeardown();
    throw error;
  }
}
