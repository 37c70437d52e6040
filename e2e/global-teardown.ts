import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { stopServer } from './support/all-in-one-server';
import { stopRunBrowser } from './support/browser';
import { readHarnessState } from './support/harness-state';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { nachoE2eServer?: ChildProcess }).nachoE2eServer;
  await stopRunBrowser();
  if (server) await stopServer(server);
  rmSync(readHarnessState().workDir, { recursive: true, force: true });
}
