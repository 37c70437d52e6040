/** The contract of /runtime-config.json, served by services/server (see frontends/runtime-config.ts). */
export const REMOTE_NAMES = ['explorer', 'contest', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** Origin of the HTTP API, e.g. "https://api.example.org"; '' means the page's own origin. */
  apiBase: string;
  collectionName: string;
  imageGateways: string[];
  /** The mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new RuntimeConfigError(`runtime config: ${field} must be a non-empty string`);
  return value;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('runtime config: expected a JSON object');
  const remotes = isRecord(value.remotes) ? value.remotes : {};
  const gateways = Array.isArray(value.imageGateways) ? value.imageGateways : [];
  return {
    apiBase: typeof value.apiBase === 'string' ? value.apiBase : '',
    collectionName: typeof value.collectionName === 'string' && value.collectionName ? value.collectionName : 'NACHO',
    imageGateways: gateways.filter((gateway): gateway is string => typeof gateway === 'string'),
    remotes: {
      explorer: requireString(remotes.explorer, 'remotes.explorer'),
      contest: requireString(remotes.contest, 'remotes.contest'),
      admin: requireString(remotes.admin, 'remotes.admin'),
    },
  };
}

/** Never cached: a redeployed remote must be picked up by the next page load or Retry. */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
