import { renameSync, writeFileSync } from 'node:fs';
import { readHarnessState } from './harness-state';

/**
 * Replaces the overrides the server merges over its default runtime config. Written via
 * rename so that the server never reads a half-written file.
 */
export function writeRuntimeConfigOverrides(overrides: object): void {
  const { runtimeConfigFile } = readHarnessState();
  writeFileSync(`${runtimeConfigFile}.tmp`, JSON.stringify(overrides));
  renameSync(`${runtimeConfigFile}.tmp`, runtimeConfigFile);
}

export function resetRuntimeConfig(): void {
  writeRuntimeConfigOverrides({});
}
