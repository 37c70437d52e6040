import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Stack, StackModule, StartStackOptions } from '../../scripts/stack/stack.mjs' with {
  'resolution-mode': 'import',
};
import { freePort } from '@nacho/core/testing';
import { readHarnessState } from '../../e2e/support/harness-state';
import { attachPrivateServices, startPrivateServices, waitFor, type PrivateServices } from './private-services';
import { snapshotRead, STATIC_READS } from './read-mix';
import { STACK_MODULE } from './stack-harness';

export type { Stack };

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const stackModule = () => import(STACK_MODULE) as Promise<StackModule>;

/** startStack of scripts/stack/stack.mjs (an ES module: the stack project runs jest with --experimental-vm-modules). */
async function startStack(options: StartStackOptions): Promise<Stack> {
  return (await stackModule()).startStack(options);
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
  /** PIDs of every process of the stack, by name, as this test file found them. */
  pids(): Map<string, number>;
  /** The folder the static host of a front end serves (for the shared stack a copy of its build, which a deploy may replace). */
  staticRoot(name: string): string;
  /**
   * After the tests: a stack of its own (startFaultStack) is stopped with its private services;
   * the shared one (useFaultStack) is only let go, for the next test file.
   */
  dispose(): Promise<void>;
}

interface FaultStackOptions {
  /** Redis must keep its data across a restart (appendonly yes). */
  persistentRedis?: boolean;
  env?: Record<string, string>;
  staticRoots?: (runDir: string) => StartStackOptions['staticRoots'];
}

/** Both nft replicas serve the synced collection (the edge alternates between them). */
async function untilCollectionServed(stack: Stack): Promise<void> {
  const nftReplicas = stack.processes.filter((p) => p.kind === 'nft').map((p) => p.name);
  const ready = new Set<string>();
  await waitFor(
    'the demo collection to be synced and served by every nft replica',
    async () => {
      const res = await fetch(new URL('/api/nft/sync-status', stack.edgeUrl)).catch(() => undefined);
      if (res?.status !== 200) return false;
      const { result } = (await res.json()) as { result?: { ready?: boolean; phase?: string } };
      if (result?.ready === true && result.phase === 'done') ready.add(res.headers.get('x-instance') ?? '');
      return nftReplicas.every((name) => ready.has(name));
    },
    120_000,
    100,
  );
}

/**
 * Each read of the fault tests' mix answered a few times (by each replica behind the edge) before a
 * test's load starts: a fault test measures the fault, not a cold replica's first page render, which
 * on a loaded machine took 8-10 s, past the load's 10 s limit for an answer.
 */
async function warmReads(edgeUrl: string): Promise<void> {
  const paths = [...STATIC_READS, ...Array.from({ length: 6 }, (_, n) => snapshotRead(n).path)];
  for (let pass = 0; pass < 3; pass += 1)
    for (const readPath of paths)
      await fetch(new URL(readPath, edgeUrl), { signal: AbortSignal.timeout(60_000) })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
}

function faultStackOf(
  stack: Stack,
  services: PrivateServices,
  staticRoots: StartStackOptions['staticRoots'],
  release: () => Promise<void>,
): FaultStack {
  const db = knex({ client: 'pg', connection: services.postgres.url, pool: { min: 0, max: 2 } });
  const found = new Map(stack.processes.map((p) => [p.name, p.pid!]));
  return {
    stack,
    services,
    db,
    edgeUrl: stack.edgeUrl,
    runDir: stack.runDir,
    pids: () => new Map(found),
    staticRoot: (name) =>
      (staticRoots as Record<string, string> | undefined)?.[name] ?? path.join(REPO_ROOT, name, 'dist'),
    dispose: async () => {
      try {
        await db.destroy();
      } finally {
        await release();
      }
    },
  };
}

/** The private services and the stack on them in `runDir`, once the demo collection is synced and served. */
async function launchFaultStack(
  runDir: string,
  {
    persistentRedis = false,
    env = {},
    staticRoots,
  }: Omit<FaultStackOptions, 'staticRoots'> & {
    staticRoots?: StartStackOptions['staticRoots'];
  },
): Promise<{ stack: Stack; services: PrivateServices; stop(): Promise<void> }> {
  const services = await startPrivateServices({ persistentRedis });
  let stack: Stack | undefined;
  const stop = async () => {
    try {
      await stack?.stop();
    } finally {
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
      staticRoots,
    });
    await untilCollectionServed(stack);
    return { stack, services, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * A stack of its own for one test file: a private PostgreSQL and Redis (so restarting them
 * touches nobody else), the stack on a free port, the demo collection synced and served.
 * The fault tests share one instead: useFaultStack.
 */
export async function startFaultStack(name: string, options: FaultStackOptions = {}): Promise<FaultStack> {
  const runDir = faultRunDir(name);
  const roots = options.staticRoots?.(runDir);
  const { stack, services, stop } = await launchFaultStack(runDir, { ...options, staticRoots: roots });
  return faultStackOf(stack, services, roots, stop);
}

/**
 * The fault stack the fault and deploy test files of one `npm run test:stack` share, one after the
 * other (the test sequencer runs them last, in a row): the first starts it and writes where it is
 * to a file in the run's work dir; each later file takes it over as the one before left it,
 * starting again whatever that left stopped. Global teardown stops it.
 */
interface SharedFaultStackState {
  runDir: string;
  servicesDir: string;
  env: Record<string, string>;
}
const sharedStateFile = () => path.join(readHarnessState().workDir, 'fault-stack.json');

/** Every front end served from a fresh copy of its build: a deploy test replaces one, the next file gets them back. */
function copiedBuilds(runDir: string, frontEnds: string[]): Record<string, string> {
  const roots: Record<string, string> = {};
  for (const name of frontEnds) {
    const root = path.join(runDir, 'static', name);
    rmSync(root, { recursive: true, force: true });
    cpSync(path.join(REPO_ROOT, name, 'dist'), root, { recursive: true });
    roots[name] = root;
  }
  return roots;
}

/** Starts whatever the file before left stopped: the database, Redis (with persistence when asked), any process. */
async function restartWhatIsDown(stack: Stack, services: PrivateServices, persistentRedis: boolean): Promise<void> {
  if (!services.postgres.running()) await services.postgres.start();
  if (!services.redis.pid()) await services.redis.start({ persistent: true });
  else if (persistentRedis && !services.redis.persistent) {
    await services.redis.stop();
    await services.redis.start({ persistent: true });
  }
  for (const process of await stack.status()) if (!process.running) await stack.start(process.name);
}

async function acquireSharedFaultStack({ persistentRedis = false, env = {} }: FaultStackOptions): Promise<FaultStack> {
  const { FRONT_ENDS, attachStack } = await stackModule();
  const stateFile = sharedStateFile();
  let state = existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as SharedFaultStackState)
    : undefined;
  if (state && JSON.stringify(state.env) !== JSON.stringify(env)) {
    // Other settings: a new stack with them.
    await stopSharedFaultStack();
    state = undefined;
  }
  const keep = async () => undefined;
  if (!state) {
    const runDir = faultRunDir('shared');
    const roots = copiedBuilds(runDir, FRONT_ENDS);
    // Redis keeps its data by default (as docker-compose runs it); a test may restart it without.
    const { stack, services } = await launchFaultStack(runDir, { persistentRedis: true, env, staticRoots: roots });
    const started: SharedFaultStackState = { runDir, servicesDir: services.dir, env };
    writeFileSync(stateFile, JSON.stringify(started));
    await warmReads(stack.edgeUrl);
    return faultStackOf(stack, services, roots, keep);
  }
  const stack = attachStack(state.runDir);
  const services = await attachPrivateServices(state.servicesDir);
  await restartWhatIsDown(stack, services, persistentRedis);
  const roots = copiedBuilds(state.runDir, FRONT_ENDS);
  await untilCollectionServed(stack);
  await warmReads(stack.edgeUrl);
  return faultStackOf(stack, services, roots, keep);
}

/** Stops the shared fault stack and its private services, if one was started in this run (global teardown). */
export async function stopSharedFaultStack(): Promise<void> {
  const stateFile = sharedStateFile();
  if (!existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SharedFaultStackState;
  try {
    await (await stackModule()).attachStack(state.runDir).stop();
  } finally {
    (await attachPrivateServices(state.servicesDir)).dispose();
    rmSync(stateFile, { force: true });
  }
}

/**
 * The shared fault stack for the tests of the describe block this is called in, taken over before
 * them and let go after them (it stays up for the next fault test file); the function returned
 * gives the tests the stack.
 */
export function useFaultStack(name: string, options: FaultStackOptions = {}): () => FaultStack {
  let f: FaultStack | undefined;
  beforeAll(async () => {
    f = await acquireSharedFaultStack(options);
  }, 300_000);
  afterAll(() => f?.dispose());
  return () => {
    if (!f) throw new Error(`the fault stack for ${name} did not start`);
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
