import {
  inlinedRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  RuntimeConfigError,
  type RuntimeConfig,
} from '@nacho/contracts';

/** Never cached: a redeployed remote must be picked up by the next page load or Retry. */
export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** The inlined config when the page carries one, else /runtime-config.json: no round trip before the remotes can load. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return inlinedRuntimeConfig() ?? fetchRuntimeConfig();
}
