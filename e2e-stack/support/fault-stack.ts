import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Stack, StackModule, StartStackOptions } from '../../scripts/stack/stack.mjs' with {
  'resolution-mode': 'import',
};
import { freePort } from '@nacho/core/testing';
import { startPrivateServices, waitFor, type PrivateServices } from './private-services';
import { STACK_MODULE } from './stack-harness';

export type { Stack };

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** startStack of scripts/stack/stack.mjs (an ES module: the stack project runs jest with --experimental-vm-modules). */
async function startStack(options: StartStackOptions): Promise<Stack> {
  const { startStack: start } = (await import(STACK_MODULE)) as StackModule;
  return start(options);
}

/** Where a fault test keeps the stack's logs and its figures (kept after the run, for CI artifacts). */
export function faultRunDir(name: string): string {
  const dir = path.join(REPO_ROOT, 'build', 'stack-faults', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface FaultStack {
  stack: Stack;
  services: PrivateServices;
  /** The private PostgreSQL, for checks after the fault. */
  db: Knex;
  edgeUrl: string;
  runDir: string;
  /** PIDs of every process of the stack, by name, as started. */
  pids(): Map<string, number>;
  /** Stops the stack, then the private services, whatever state they are in. */
  dispose(): Promise<void>;
}

/**
 * A stack of its own for one fault test file: a private PostgreSQL and Redis (so restarting them
 * touches nobody else), the stack on a free port, the demo collection synced and served.
 */
export async function startFaultStack(
  name: string,
  {
    persistentRedis = false,
    env = {},
    staticRoots,
  }: {
    persistentRedis?: boolean;
    env?: Record<string, string>;
    staticRoots?: (runDir: string) => StartStackOptions['staticRoots'];
  } = {},
): Promise<FaultStack> {
  const runDir = faultRunDir(name);
  const services = await startPrivateServices({ persistentRedis });
  let stack: Stack | undefined;
  const db = knex({ client: 'pg', connection: services.postgres.url, pool: { min: 0, max: 2 } });
  const dispose = async () => {
    try {
      await stack?.stop();
    } finally {
      await db.destroy().catch(() => undefined);
      services.dispose();
    }
  };
  try {
    stack = await startStack({
      port: await freePort(),
      runDir,
      databaseUrl: services.postgres.url,
      redisUrl: services.redis.url,
      // The likes of the write load must not run into the daily limit: a 429 is not what is measured.
      env: { DAILY_LIKE_LIMIT: '10000', ...env },
      staticRoots: staticRoots?.(runDir),
    });
    const edgeUrl = stack.edgeUrl;
    // Both nft replicas must serve the synced collection (the edge alternates between them).
    const nftReplicas = stack.processes.filter((p) => p.kind === 'nft').map((p) => p.name);
    const ready = new Set<string>();
    await waitFor(
      'the demo collection to be synced and served by every nft replica',
      async () => {
        const res = await fetch(new URL('/api/nft/sync-status', edgeUrl)).catch(() => undefined);
        if (res?.status !== 200) return false;
        const { result } = (await res.json()) as { result?: { ready?: boolean; phase?: string } };
        if (result?.ready === true && result.phase === 'done') ready.add(res.headers.get('x-instance') ?? '');
        return nftReplicas.every((name) => ready.has(name));
      },
      120_000,
      100,
    );
    const started = new Map(stack.processes.map((p) => [p.name, p.pid!]));
    return { stack, services, db, edgeUrl, runDir, pids: () => new Map(started), dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * startFaultStack before the tests of the describe block this is called in, dispose after them;
 * the function returned gives the tests the started stack.
 */
export function useFaultStack(name: string, options?: Parameters<typeof startFaultStack>[1]): () => FaultStack {
  let f: FaultStack | undefined;
  beforeAll(async () => {
    f = await startFaultStack(name, options);
  }, 180_000);
  afterAll(() => f?.dispose());
  return () => {
    if (!f) throw new Error(`the fault stack ${name} did not start`);
    return f;
  };
}

/** Prints what a fault test did and measured, and writes it as JSON under the run dir. */
export function reportFigures(runDir: string, name: string, measured: object): string {
  const file = path.join(runDir, `${name}.figures.json`);
  // Latencies on a shared 2-core machine mean little without the load it was under.
  const figures = {
    ...measured,
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    cpus: os.cpus().length,
    at: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`[${name}] ${JSON.stringify(figures, null, 2)}\n(written to ${path.relative(REPO_ROOT, file)})`);
  return file;
}

/**
 * Every process of the stack but those named in `except` still runs with the PID it started with:
 * nothing else crashed or was restarted.
 */
export function expectStillRunning(f: FaultStack, except: string[] = []): void {
  for (const [name, pid] of f.pids()) {
    if (except.includes(name)) continue;
    expect({ name, pid: f.stack.processes.find((p) => p.name === name)?.pid, alive: isAlive(pid) }).toEqual({
      name,
      pid,
      alive: true,
    });
  }
}

/** Whether a process id is alive (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
