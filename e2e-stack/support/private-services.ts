import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  PrivateServices,
  PrivateServicesModule,
  StartPrivateServicesOptions,
} from '../../scripts/stack/private-services.mjs' with { 'resolution-mode': 'import' };

export type { PrivatePostgres, PrivateRedis, PrivateServices } from '../../scripts/stack/private-services.mjs' with {
  'resolution-mode': 'import',
};

/**
 * scripts/stack/private-services.mjs (shared with the soak) is plain ESM: jest (run with
 * --experimental-vm-modules) imports it as such.
 */
const MODULE = pathToFileURL(path.resolve(__dirname, '../../scripts/stack/private-services.mjs')).href;
const privateServices = () => import(MODULE) as Promise<PrivateServicesModule>;

/**
 * A PostgreSQL cluster and a Redis of a fault test's own: the fault tests stop and restart them,
 * which the shared 5432/6379 must never see. Pass `dispose` to afterAll.
 */
export async function startPrivateServices(options: StartPrivateServicesOptions): Promise<PrivateServices> {
  return (await privateServices()).startPrivateServices(options);
}

/** The services startPrivateServices made in `dir` (maybe in another test file), to control them from here. */
export async function attachPrivateServices(dir: string): Promise<PrivateServices> {
  return (await privateServices()).attachPrivateServices(dir);
}

/** Polls `condition` every `everyMs` until it holds; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
