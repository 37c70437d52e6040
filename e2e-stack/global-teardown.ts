import { rmSync } from 'node:fs';
import type { Stack, StackModule } from '../scripts/stack/stack.mjs' with { 'resolution-mode': 'import' };
import { stopRunBrowser } from '../e2e/support/browser';
import { stopSharedFaultStack } from './support/fault-stack';
import { releaseRedisDatabase } from './support/redis-database';
import { STACK_MODULE } from './support/stack-harness';

/**
 * Stops the stack (by PID, whatever the tests did to it), drops its database, frees its Redis
 * database; and the fault tests' shared stack with its private PostgreSQL and Redis, if they ran.
 */
export default async function globalTeardown(): Promise<void> {
  const run = (globalThis as { nachoStackTest?: { runDir: string; databaseUrl: string; redisUrl: string } })
    .nachoStackTest;
  await stopRunBrowser();
  if (!run) return;
  try {
    await stopSharedFaultStack();
  } catch (error) {
    console.error(`stopping the shared fault stack failed: ${String(error)}`);
  }
  const { attachStack } = (await import(STACK_MODULE)) as StackModule;
  const { dropDatabase } = (await import(STACK_MODULE.replace(/stack\.mjs$/, 'infra.mjs'))) as {
    dropDatabase(url: string): Promise<void>;
  };
  const stack: Stack | undefined = (globalThis as { nachoStack?: Stack }).nachoStack;
  try {
    await (stack ?? attachStack(run.runDir)).stop();
  } catch {
    // startStack failed before launch.json existed: it stopped what it had started
  }
  await dropDatabase(run.databaseUrl);
  await releaseRedisDatabase(run.redisUrl);
  // CI names the run dir and keeps it (the logs of every process); a temporary one goes.
  if (!process.env.NACHO_STACK_TEST_RUN_DIR) rmSync(run.runDir, { recursive: true, force: true });
}
