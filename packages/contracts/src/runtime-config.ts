/**
 * The contract of /runtime-config.json: what services/server serves (frontends/runtime-config.ts)
 * and what the shell and the remotes read at boot.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

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
