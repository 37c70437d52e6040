import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { createDb, type Db } from '@nacho/core';
import { readHarnessState } from '../../e2e/support/harness-state';
import type { Stack, StackModule } from '../../scripts/stack/stack.mjs' with { 'resolution-mode': 'import' };

/** scripts/stack/stack.mjs is plain ESM: jest (run with --experimental-vm-modules) imports it as such. */
export const STACK_MODULE = pathToFileURL(path.resolve(__dirname, '../../scripts/stack/stack.mjs')).href;

/** The stack global setup started (its run dir is the e2e harness's workDir). */
export async function attachedStack(): Promise<Stack> {
  const { attachStack } = (await import(STACK_MODULE)) as StackModule;
  return attachStack(readHarnessState().workDir);
}

interface LaunchInfo {
  edgeUrl: string;
  databaseUrl: string;
  redisUrl: string;
  processes: Array<{ name: string; kind: string; port?: number }>;
}

/** What the tests need to know of the stack without controlling it: URLs and ports. */
export function stackInfo(): LaunchInfo {
  return JSON.parse(readFileSync(path.join(readHarnessState().workDir, 'launch.json'), 'utf8')) as LaunchInfo;
}

/** http://127.0.0.1:<port> of each replica of one service, by name (nft-1, nft-2). */
export function replicaUrls(kind: string): Array<{ name: string; url: string }> {
  return stackInfo()
    .processes.filter((p) => p.kind === kind)
    .map((p) => ({ name: p.name, url: `http://127.0.0.1:${p.port}` }));
}

/** A connection to the stack's own PostgreSQL database. */
export function stackDb(): Db {
  return createDb({ databaseUrl: stackInfo().databaseUrl, dataDir: readHarnessState().workDir });
}

/** A connection to the stack's own Redis database. */
export function stackRedis(): Redis {
  return new Redis(stackInfo().redisUrl, { maxRetriesPerRequest: null });
}

export interface StackConnections {
  readonly db: Db;
  readonly redis: Redis;
}

/**
 * The stack's database and Redis for the enclosing describe block: connected before its tests,
 * closed after them once `beforeClose` (a clean-up of what the tests left) has run.
 */
export function stackConnectionsForSuite(
  beforeClose?: (connections: StackConnections) => Promise<void>,
): StackConnections {
  let db: Db | undefined;
  let redis: Redis | undefined;
  const connections: StackConnections = {
    get db() {
      return db!;
    },
    get redis() {
      return redis!;
    },
  };
  beforeAll(() => {
    db = stackDb();
    redis = stackRedis();
  });
  afterAll(async () => {
    if (db && redis) await beforeClose?.(connections);
    redis?.disconnect();
    await db?.destroy();
  });
  return connections;
}

/** The workers' BullMQ queue of one job (prefix 'nacho', as services/worker/src/jobs/bullmq-runner.ts). */
export function workerQueue(connection: Redis, jobName: string): Queue {
  return new Queue(jobName, { connection, prefix: 'nacho' });
}

/** Polls until `check` is truthy; fails with `what` after timeoutMs. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
