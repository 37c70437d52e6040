import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, RuntimeConfigError, type RuntimeConfig } from '@nacho/contracts';

/** Never cached: a redeployed remote must be picked up by the next page load or Retry. */
export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** The id of the data block the all-in-one server inlines into the page (services/server/src/frontends/page-document.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config the server inlined into the page, or undefined (a static host serves the page as built). */
export function inlinedRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    // A broken inline copy: the fetched file reports what is wrong with it.
    return undefined;
  }
}

/** The inlined config when the page carries one, else /runtime-config.json: no round trip before the remotes can load. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return inlinedRuntimeConfig() ?? fetchRuntimeConfig();
}
